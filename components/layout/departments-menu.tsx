'use client';

import { Link } from '@/components/ui/link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DepartmentMenuItem } from '@/lib/site/types';
import { departmentHref } from './nav-links';
import { DisclosureChevron } from './disclosure-chevron';
import { useCloseOnOutsidePointer } from './use-close-on-outside-pointer';
import styles from './site-header.module.css';

type Props = { label: string; departments: DepartmentMenuItem[] };

/** Hover keeps the panel open this long after the pointer leaves, so a diagonal move survives. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The desktop Departments dropdown: a disclosure button that opens on hover, click or the
 * arrow keys; arrows move between departments, Escape closes and returns focus to the button.
 */
export function DepartmentsMenu({ label, departments }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Opened by hover: a click on the button then pins it open instead of closing it.
  const openedByHover = useRef(false);
  const panelId = `${useId()}-departments`;
  const inDepartments = pathname?.startsWith('/department/') ?? false;

  useCloseOnOutsidePointer(rootRef, open, setOpen);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  const onMouseEnter = () => {
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };

  const onMouseLeave = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onButtonClick = () => {
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const target = event.key === 'ArrowDown' ? 0 : -1;
      // The panel is in the DOM already (only hidden): focus after React shows it.
      requestAnimationFrame(() => focusLink(target));
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]);
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onRootBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const ready = useHydrated();
  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.navLink} ${styles.dropdownButton}`}
        aria-expanded={open}
        aria-controls={panelId}
        data-current={inDepartments || undefined}
        onClick={onButtonClick}
        // Until the page's script runs the menu cannot open: the button says so.
        disabled={!ready}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <DisclosureChevron open={open} size={16} />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        role="list"
        className={`${styles.dropdownPanel} ${departments.length > 8 ? styles.dropdownWide : ''}`}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        {departments.length === 0 ? (
          <li className={styles.dropdownEmpty}>No departments yet</li>
        ) : null}
        {departments.map((department) => {
          const href = departmentHref(department.slug);
          return (
            <li key={department.id}>
              <Link
                href={href}
                className={styles.dropdownLink}
                aria-current={pathname === href ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {department.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
