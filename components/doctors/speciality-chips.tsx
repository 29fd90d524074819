'use client';

import { useId, useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import styles from './doctor-tile.module.css';

/**
 * Only the first speciality shows; '+N More' reveals the rest and 'Show Less' hides them again
 * (hospital-site.md section 2, department doctor card). The region chip follows.
 */
export function SpecialityChips({
  specialities,
  region,
}: {
  specialities: string[];
  region: string;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [first, ...rest] = specialities;
  const shown = open ? specialities : first ? [first] : [];
  return (
    <div className={styles.chips}>
      <ul role="list" id={listId} className={styles.chipList} aria-label="Specialities">
        {shown.map((speciality) => (
          <li key={speciality} className="chip">
            {speciality}
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <button
          type="button"
          className={styles.moreChip}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Show Less' : `+${rest.length} More`}
        </button>
      ) : null}
      <span className={`chip chip-accent ${styles.region}`}>
        <MapPinIcon size={14} />
        {region}
      </span>
    </div>
  );
}
