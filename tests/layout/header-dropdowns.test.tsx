/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepartmentsMenu } from '@/components/layout/departments-menu';
import { LocationDropdown } from '@/components/layout/location-dropdown';

jest.mock('next/navigation', () => ({
  usePathname: () => '/department/neurology',
  useRouter: () => ({ prefetch: jest.fn() }),
}));

const departments = [
  { id: 3, name: 'Cardiology', slug: 'cardiology' },
  { id: 7, name: 'Neurology', slug: 'neurology' },
];

describe('LocationDropdown', () => {
  const branches = [
    { id: 1, name: 'Indiranagar' },
    { id: 2, name: 'Jayanagar' },
    { id: 3, name: 'Whitefield' },
  ];

  it('shows the first branch, opens a listbox and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<LocationDropdown branches={branches} />);
    const button = screen.getByRole('button', { name: /Location: Indiranagar/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Indiranagar' })).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Location: Jayanagar/ })).toHaveFocus();
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <LocationDropdown branches={branches} />
        <p>outside</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: /Location/ }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Location/ }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('renders nothing without branches', () => {
    const { container } = render(<LocationDropdown branches={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DepartmentsMenu', () => {
  it('opens on click, lists department links and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<DepartmentsMenu label="Departments" departments={departments} />);
    const button = screen.getByRole('button', { name: 'Departments' });
    expect(screen.queryByRole('link', { name: 'Cardiology' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Cardiology' })).toHaveAttribute(
      'href',
      '/department/cardiology',
    );
    expect(screen.getByRole('link', { name: 'Neurology' })).toHaveAttribute('aria-current', 'page');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens on hover and closes shortly after the pointer leaves', () => {
    jest.useFakeTimers();
    try {
      render(<DepartmentsMenu label="Departments" departments={departments} />);
      const button = screen.getByRole('button', { name: 'Departments' });
      const root = button.parentElement as HTMLElement;
      fireEvent.mouseEnter(root);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      // A click right after hovering keeps it open instead of toggling it shut.
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(root);
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves between departments with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<DepartmentsMenu label="Departments" departments={departments} />);
    await user.click(screen.getByRole('button', { name: 'Departments' }));
    screen.getByRole('link', { name: 'Cardiology' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Neurology' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Cardiology' })).toHaveFocus();
  });
});
