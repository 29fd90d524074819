import { cutName } from '@/lib/pharmacy/display';
import type { DrugSchedule } from '@/lib/pharmacy/schedule';
import { RxMark } from './rx-mark';

/** One width's text of the name: its class (CSS shows it at that width) and where it is cut. */
type NameAt = { className: string; /** Characters kept; none: the whole name. */ cut?: number };

const fit = (name: string, at: NameAt) => (at.cut === undefined ? name : cutName(name, at.cut));

/**
 * A medicine's name where space is short (a card, a cart line): one text for wide screens and a
 * shorter cut for narrow ones, the stylesheet showing one of them, and the whole name for screen
 * readers.
 */
export function FittedName({ name, wide, narrow }: { name: string; wide: NameAt; narrow: NameAt }) {
  return (
    <>
      <span className={wide.className} aria-hidden="true">
        {fit(name, wide)}
      </span>
      <span className={narrow.className} aria-hidden="true">
        {fit(name, narrow)}
      </span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}

/** The pack size under a medicine's name, with its prescription mark when it needs one. */
export function PackLine({
  packSize,
  schedule,
  className,
}: {
  packSize: string;
  schedule?: DrugSchedule;
  className: string;
}) {
  return (
    <p className={className}>
      {packSize}
      <RxMark schedule={schedule} />
    </p>
  );
}
