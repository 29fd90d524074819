/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandSlot } from '@/components/ui/island-slot';
import { StaticRegion } from '@/components/ui/static-region';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

// Counts the renders of a component inside the region: a hydrated region renders it.
const cardRendered = jest.fn();
function Card({ name }: { name: string }) {
  cardRendered(name);
  return (
    <article>
      <a href={`/lab-tests/${name}`}>{name}</a>
    </article>
  );
}

function Toggle({ name }: { name: string }) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" onClick={() => setOn(!on)}>
      {on ? `Remove ${name}` : `Add ${name}`}
    </button>
  );
}

/** The region as a page renders it: two cards, each with its toggle in an island slot. */
function grid(names: string[]) {
  const islands = names.map((name) => <Toggle key={name} name={name} />);
  return (
    <StaticRegion as="section" className="grid" islands={islands}>
      <ul>
        {names.map((name, i) => (
          <li key={name}>
            <Card name={name} />
            <IslandSlot index={i}>{islands[i]}</IslandSlot>
          </li>
        ))}
      </ul>
    </StaticRegion>
  );
}

/** The HTML the server sends for grid(names) (what React's server renderer writes). */
function serverHtml(names: string[]) {
  const items = names
    .map(
      (name, i) =>
        `<li><article><a href="/lab-tests/${name}">${name}</a></article>` +
        `<span data-island="${i}" class="slot"><button type="button">Add ${name}</button></span></li>`,
    )
    .join('');
  return `<section class="grid"><ul>${items}</ul></section>`;
}

/** jsdom cannot leave the page: a click the region leaves to the browser goes nowhere. */
const stayOnPage = (event: Event) => event.preventDefault();

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  cardRendered.mockClear();
  push.mockClear();
  prefetch.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function hydrate(names: string[]) {
  container.innerHTML = serverHtml(names);
  const articles = [...container.querySelectorAll('article')];
  await act(async () => {
    root = hydrateRoot(container, grid(names));
  });
  return articles;
}

describe('StaticRegion', () => {
  it("keeps the server's HTML when it hydrates, without rendering what is inside", async () => {
    const articles = await hydrate(['hba1c', 'lipid']);
    expect(cardRendered).not.toHaveBeenCalled();
    // The very same nodes: nothing was replaced.
    expect([...container.querySelectorAll('article')]).toEqual(articles);
    expect(screen.getByRole('link', { name: 'lipid' })).toHaveAttribute('href', '/lab-tests/lipid');
  });

  it('renders each island into its slot, where it works', async () => {
    await hydrate(['hba1c', 'lipid']);
    const buttons = screen.getAllByRole('button');
    // One button per slot: the server's copy gave way to the island.
    expect(buttons.map((b) => b.textContent)).toEqual(['Add hba1c', 'Add lipid']);
    expect(buttons[1].closest('[data-island]')).toHaveAttribute('data-island', '1');
    fireEvent.click(buttons[1]);
    expect(screen.getByRole('button', { name: 'Remove lipid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add hba1c' })).toBeInTheDocument();
  });

  it("sends a plain click on one of the site's links to the router, and prefetches on hover", async () => {
    await hydrate(['hba1c']);
    const link = screen.getByRole('link', { name: 'hba1c' });
    fireEvent.mouseOver(link);
    expect(prefetch).toHaveBeenCalledWith('/lab-tests/hba1c');
    const click = fireEvent.click(link);
    expect(push).toHaveBeenCalledWith('/lab-tests/hba1c');
    expect(click).toBe(false); // the browser's own navigation was prevented
  });

  it('leaves a modified click, another tab and another site to the browser', async () => {
    container.innerHTML =
      '<footer><a href="/contactus">Contact</a><a href="https://example.org/x">Out</a>' +
      '<a href="/blog" target="_blank">Blog</a></footer>';
    await act(async () => {
      root = hydrateRoot(
        container,
        <StaticRegion as="footer">
          <a href="/contactus">Contact</a>
          <a href="https://example.org/x">Out</a>
          <a href="/blog" target="_blank">
            Blog
          </a>
        </StaticRegion>,
      );
    });
    document.addEventListener('click', stayOnPage);
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Out' }));
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(push).toHaveBeenCalledWith('/contactus');
  });

  it('renders new content as React does once the page gives it other content', async () => {
    await hydrate(['hba1c', 'lipid']);
    await act(async () => root!.render(grid(['thyroid'])));
    expect(cardRendered).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'thyroid' })).toBeInTheDocument();
    // The island now renders in place, as a normal child.
    fireEvent.click(screen.getByRole('button', { name: 'Add thyroid' }));
    expect(screen.getByRole('button', { name: 'Remove thyroid' })).toBeInTheDocument();
    // Links are next/link's again (or plain links): the region no longer routes them.
    document.addEventListener('click', stayOnPage);
    fireEvent.click(screen.getByRole('link', { name: 'thyroid' }));
    expect(push).not.toHaveBeenCalled();
  });

  it('renders its content as React does when it mounts in the browser', () => {
    render(grid(['hba1c']));
    expect(cardRendered).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add hba1c' }));
    expect(screen.getByRole('button', { name: 'Remove hba1c' })).toBeInTheDocument();
  });
});
