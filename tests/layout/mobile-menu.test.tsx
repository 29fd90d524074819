/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MAIN_MENU_LINKS } from '../helpers/main-menu';

jest.mock('next/navigation', () => ({
  usePathname: () => '/doctors',
  useRouter: () => ({ prefetch: jest.fn() }),
}));

// Given already sorted by name, as getDepartmentsForMenu returns them.
const departments = [
  { id: 3, name: 'Cardiology', slug: 'cardiology' },
  { id: 1, name: 'Dermatology', slug: 'dermatology' },
  { id: 7, name: 'Neurology', slug: 'neurology' },
  { id: 2, name: 'Orthopaedics', slug: 'orthopaedics' },
];

function renderMenu() {
  return render(
    <MobileMenu
      departments={departments}
      branches={[
        { id: 1, name: 'Indiranagar' },
        { id: 2, name: 'Jayanagar' },
      ]}
      emergencyCall="+91 80 4000 1008"
      email="info@saithunga.example"
    />,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Open menu' });

describe('MobileMenu', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('opens the sidebar from the hamburger and closes it with its close button', () => {
    renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(toggle());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', dialog.id);
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    const links = within(dialog)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(expect.arrayContaining(MAIN_MENU_LINKS));
    expect(within(dialog).getByRole('link', { name: 'Our Doctors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('link', { name: 'Request An Appointment' })).toHaveAttribute(
      'href',
      'tel:+918040001008',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('expands the Departments accordion with the departments in the given order', () => {
    renderMenu();
    fireEvent.click(toggle());
    const accordion = screen.getByRole('button', { name: 'Departments' });
    expect(accordion).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Cardiology' })).not.toBeInTheDocument();

    fireEvent.click(accordion);
    expect(accordion).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(accordion.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    const items = within(list as HTMLElement).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([
      'Cardiology',
      'Dermatology',
      'Neurology',
      'Orthopaedics',
    ]);
    expect(items[2]).toHaveAttribute('href', '/department/neurology');

    fireEvent.click(accordion);
    expect(accordion).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Cardiology' })).not.toBeInTheDocument();
  });

  it('draws no sidebar while closed, and keeps the branch chosen in it for the next opening', () => {
    const { container } = renderMenu();
    // Not merely hidden: closed, the sidebar is not in the page at all, nor pointed at.
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(toggle()).not.toHaveAttribute('aria-controls');

    fireEvent.click(toggle());
    const location = () => screen.getByRole('button', { name: /^Location:/ });
    expect(location()).toHaveTextContent('Indiranagar');
    fireEvent.click(location());
    fireEvent.click(screen.getByRole('option', { name: 'Jayanagar' }));
    expect(location()).toHaveTextContent('Jayanagar');

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    fireEvent.click(toggle());
    expect(location()).toHaveTextContent('Jayanagar');
  });

  it('leaves the menu open when Escape closes the branch list inside it', () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: /^Location:/ }));
    fireEvent.keyDown(screen.getByRole('option', { name: 'Jayanagar' }), { key: 'Escape' });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // On the site React listens on the document itself, as the menu does, so the list's
    // stopPropagation does not keep its Escape from the menu: the menu skips an Escape already
    // handled (prevented), as the list's is.
    const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    handled.preventDefault();
    act(() => void document.dispatchEvent(handled));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the open sidebar', () => {
    renderMenu();
    fireEvent.click(toggle());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = screen.getByRole('button', { name: 'Close menu' });
    const lastLink = within(dialog).getByRole('link', { name: 'Request An Appointment' });
    expect(close).toHaveFocus();

    // From the first control Shift+Tab goes round to the last, and Tab from the last to the first.
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(lastLink).toHaveFocus();
    fireEvent.keyDown(lastLink, { key: 'Tab' });
    expect(close).toHaveFocus();
    // In between, the browser moves focus itself: nothing is held back.
    const doctors = within(dialog).getByRole('link', { name: 'Our Doctors' });
    doctors.focus();
    const tab = fireEvent.keyDown(doctors, { key: 'Tab' });
    expect(tab).toBe(true);
    expect(doctors).toHaveFocus();
  });

  it('closes on Escape', () => {
    renderMenu();
    fireEvent.click(toggle());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link is followed', () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Departments' }));
    fireEvent.click(screen.getByRole('link', { name: 'Neurology' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
