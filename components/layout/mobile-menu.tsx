'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '@/components/ui/icons';
import { formatPhone, mailtoHref, telHref } from '@/components/ui/contact-links';
import { useReplayedTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { DepartmentMenuItem } from '@/lib/site/types';
import { DisclosureChevron } from './disclosure-chevron';
import { AccountLink } from './account-link';
import { LocationDropdown } from './location-dropdown';
import { NAV_ITEMS, departmentHref, isCurrentPath } from './nav-links';
import styles from './mobile-menu.module.css';

type Props = {
  departments: DepartmentMenuItem[];
  branches: { id: number; name: string }[];
  emergencyCall: string;
  email: string;
};

/** Matches the header's CSS breakpoint: from here up the desktop menu is shown instead. */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The header below 768 px: a hamburger button opening a modal sidebar with the same links and
 * a collapsible Departments accordion. Closes on a link, Escape, the close button or the
 * backdrop; keeps focus inside while open and locks the page's scroll. A tap on the button before
 * the header has hydrated is kept and opens the menu then (docs/decisions/early-taps.md).
 */
export function MobileMenu({ departments, branches, emergencyCall, email }: Props) {
  const [open, setOpen] = useState(false);
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  // Kept here: the sidebar, and its branch chooser, are drawn afresh at each opening.
  const [branch, setBranch] = useState(0);
  const pathname = usePathname();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-sidebar`;
  const accordionId = `${id}-departments`;
  const titleId = `${id}-title`;
  const early = useReplayedTap('menu', useHydrated(), () => setOpen(true));

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // The branch list's own Escape closes the list, not the menu.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // Growing past the breakpoint hides this menu; do not leave the page scroll-locked.
    const desktop =
      typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onDesktop = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    desktop?.addEventListener('change', onDesktop);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onDesktop);
    };
  }, [open]);

  // Tab and Shift+Tab wrap around inside the open sidebar.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), [tabindex="0"]',
      ),
    ).filter((el) => !el.closest('[hidden]'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const linkProps = (href: string) => ({
    href,
    onClick: () => close(false),
    'aria-current': isCurrentPath(pathname, href) ? ('page' as const) : undefined,
  });

  return (
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Open menu"
        {...early}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={24} />
      </button>

      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={() => close()} /> : null}

      {/* Drawn only while open: closed, it was 85 hidden elements in every page's HTML. */}
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={`${styles.panel} on-dark`}
          onKeyDown={onPanelKeyDown}
        >
          <div className={styles.panelHead}>
            <p id={titleId} className={styles.panelTitle}>
              Menu
            </p>
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              aria-label="Close menu"
              onClick={() => close()}
            >
              <CloseIcon size={22} />
            </button>
          </div>

          <nav aria-label="Main">
            <ul role="list" className={styles.list}>
              {NAV_ITEMS.map((item) =>
                item.kind === 'link' ? (
                  <li key={item.href}>
                    <Link className={styles.link} {...linkProps(item.href)}>
                      {item.label}
                    </Link>
                  </li>
                ) : (
                  <li key="departments">
                    <button
                      type="button"
                      className={styles.link}
                      aria-expanded={departmentsOpen}
                      aria-controls={accordionId}
                      onClick={() => setDepartmentsOpen(!departmentsOpen)}
                    >
                      {item.label}
                      <DisclosureChevron open={departmentsOpen} size={18} />
                    </button>
                    <ul
                      id={accordionId}
                      role="list"
                      className={styles.subList}
                      hidden={!departmentsOpen}
                    >
                      {departments.map((department) => (
                        <li key={department.id}>
                          <Link
                            className={styles.subLink}
                            {...linkProps(departmentHref(department.slug))}
                          >
                            {department.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className={styles.extras}>
            <LocationDropdown
              branches={branches}
              tone="dark"
              selected={branch}
              onSelect={setBranch}
            />
            <AccountLink className={`btn btn-block ${styles.mailButton}`} />
            <a className="btn btn-emergency btn-block" href={telHref(emergencyCall)}>
              <PhoneIcon size={18} />
              Emergency {formatPhone(emergencyCall)}
            </a>
            <a className={`btn btn-block ${styles.mailButton}`} href={mailtoHref(email)}>
              <MailIcon size={18} />
              {email}
            </a>
            <a className="btn btn-accent btn-block" href={telHref(emergencyCall)}>
              Request An Appointment
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
