import type { ReactNode } from 'react';
import styles from './island-slot.module.css';

export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Where island `index` of a `<StaticRegion>` sits in the server's HTML. The slot takes no box of
 * its own, so the island lays out as if it were its parent's child.
 */
export function IslandSlot({ index, children }: { index: number; children: ReactNode }) {
  return (
    <span {...{ [ISLAND_ATTRIBUTE]: index }} className={styles.slot}>
      {children}
    </span>
  );
}
