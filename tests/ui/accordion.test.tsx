/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from '@/components/ui/accordion';

const ITEMS = [1, 2, 3].map((n) => ({
  id: n,
  question: `Question ${n}`,
  answer: <p>Answer {n}</p>,
}));

const button = (n: number) => screen.getByRole('button', { name: new RegExp(`Question ${n}`) });

describe('Accordion', () => {
  it("'multiple': several open at once, each toggles closed again, plus/minus follows", () => {
    render(<Accordion items={ITEMS} mode="multiple" />);
    expect(button(1)).toHaveTextContent('+');
    fireEvent.click(button(1));
    fireEvent.click(button(2));
    expect(button(1)).toHaveAttribute('aria-expanded', 'true');
    expect(button(2)).toHaveAttribute('aria-expanded', 'true');
    expect(button(1)).toHaveTextContent('−');
    expect(screen.getByText('Answer 1')).toBeVisible();
    fireEvent.click(button(2));
    expect(button(2)).toHaveAttribute('aria-expanded', 'false');
    expect(button(2)).toHaveTextContent('+');
    expect(button(1)).toHaveAttribute('aria-expanded', 'true');
  });

  it("'single': opening one closes the other; clicking the open one closes it", () => {
    render(<Accordion items={ITEMS} mode="single" />);
    fireEvent.click(button(1));
    fireEvent.click(button(2));
    expect(button(1)).toHaveAttribute('aria-expanded', 'false');
    expect(button(2)).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button(2));
    expect(button(2)).toHaveAttribute('aria-expanded', 'false');
  });
});
