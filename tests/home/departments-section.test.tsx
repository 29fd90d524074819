/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { DepartmentShowcase, type ShowcaseTile } from '@/components/home/department-showcase';
import { DepartmentsSection } from '@/components/home/departments-section';
import type { ShowcaseDepartment } from '@/lib/site/home-reads';
import { CUT_OFFS } from '@/lib/text';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));
jest.mock('@/components/ui/carousel', () => ({
  Carousel: ({ slides }: { slides: React.ReactNode[] }) => <div>{slides}</div>,
}));

const long = 'Heart care around the clock, from prevention to surgery. '.repeat(12);
const departments: ShowcaseDepartment[] = [
  { id: 1, name: 'Cardiology', slug: 'cardiology', image: '/c.svg', description: long },
  { id: 2, name: 'ENT', slug: 'ent', image: '/e.svg', description: 'Ears, nose and throat.' },
];

/** The first element of a type in a server component's returned tree. */
function findElement(node: unknown, type: unknown): ReactElement | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, type);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  if (node.type === type) return node;
  return findElement((node.props as { children?: unknown }).children, type);
}

describe('home departments section', () => {
  it('hands the client showcase each description already cut to the card length (150 + ...)', () => {
    const tree = DepartmentsSection({ departments });
    const showcase = findElement(tree, DepartmentShowcase);
    expect(showcase).not.toBeNull();
    const tiles = (showcase!.props as { departments: ShowcaseTile[] }).departments;
    // The full text never reaches the client component (it would be serialised into the page).
    expect(tiles.every((tile) => !('description' in tile))).toBe(true);
    expect(tiles[0].summary).toBe(`${long.slice(0, CUT_OFFS.departmentCard)}...`);
    expect(tiles[1].summary).toBe('Ears, nose and throat.');
  });

  it('shows the summary of the active department as it is', () => {
    render(
      <DepartmentShowcase
        departments={[
          { id: 1, name: 'Cardiology', slug: 'cardiology', image: '/c.svg', summary: 'Short.' },
        ]}
      />,
    );
    expect(screen.getByTestId('department-details')).toHaveTextContent('Short.');
    expect(screen.getByRole('link', { name: 'Explore Cardiology' })).toHaveAttribute(
      'href',
      '/department/cardiology',
    );
  });
});
