import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import emptyNote from '@/components/ui/empty-note.module.css';
import { PriceNotes } from './checkout-notices';
import shop from './cart-page.module.css';

/** What a catalogue's cart says about its lines. */
export type CartItemsText = {
  headingId: string;
  title(count: number): string;
  addHref: string;
  addLabel: string;
  /** What the price notes call the lines ('these medicines'). */
  things: string;
  empty: string;
};

type Props = {
  text: CartItemsText;
  classes: { section: string; head: string; title: string; empty: string };
  count: number;
  notes: Parameters<typeof PriceNotes>[0]['notes'];
  /** A refusal of the whole list, shown above it. */
  alert?: ReactNode;
  /** The lines, one `<li>` each. */
  children: ReactNode;
};

/** A cart's lines: how many, a link to add more, the price notes, and the list or its empty note. */
export function CartItems({ text, classes, count, notes, alert, children }: Props) {
  return (
    <section className={classes.section} aria-labelledby={text.headingId}>
      <div className={classes.head}>
        <h2 id={text.headingId} className={classes.title}>
          {text.title(count)}
        </h2>
        <Link href={text.addHref} className="btn btn-outline btn-sm">
          {text.addLabel}
        </Link>
      </div>
      {count > 0 && <PriceNotes notes={notes} things={text.things} />}
      {alert}
      {count === 0 ? (
        <p className={`${emptyNote.large} ${classes.empty}`}>{text.empty}</p>
      ) : (
        <ul role="list" className={shop.lines}>
          {children}
        </ul>
      )}
    </section>
  );
}
