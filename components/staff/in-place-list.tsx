import type { ComponentProps, ReactNode } from 'react';
import { StaffForm } from './staff-form';
import styles from './staff.module.css';

type Action = ComponentProps<typeof StaffForm>['action'];

/**
 * Records edited in place under one heading (the home page's banners, its questions): a panel
 * per record with its fields, saved by `save` and removed by `remove`, then a panel that adds
 * one. `fields` renders a record's fields, or a new record's (`null`).
 */
export function InPlaceList<Item extends { id: number }>({
  title,
  idPrefix,
  noun,
  items,
  panelLabel,
  save,
  remove,
  fields,
}: {
  title: string;
  /** Names the adding panel's heading (`banner-new`). */
  idPrefix: string;
  /** What one record is called on the buttons ('Save banner', 'Add a banner'). */
  noun: string;
  items: readonly Item[];
  panelLabel: (item: Item) => string;
  save: Action;
  remove: Action;
  fields: (item: Item | null) => ReactNode;
}) {
  const addId = `${idPrefix}-new`;
  return (
    <>
      <h2 className={styles.subtitle}>{title}</h2>
      {items.map((item) => (
        <section key={item.id} className={styles.panel} aria-label={panelLabel(item)}>
          <StaffForm action={save} submit={`Save ${noun}`}>
            {fields(item)}
          </StaffForm>
          <StaffForm action={remove} submit={`Remove ${noun}`} danger inline>
            <input type="hidden" name="id" value={item.id} />
          </StaffForm>
        </section>
      ))}
      <section className={styles.panel} aria-labelledby={addId}>
        <h3 id={addId} className={styles.subtitle}>
          Add a {noun}
        </h3>
        <StaffForm action={save} submit={`Add ${noun}`}>
          {fields(null)}
        </StaffForm>
      </section>
    </>
  );
}
