import type { ReactNode } from 'react';
import styles from './content-with-sidebar.module.css';

type Props = {
  children: ReactNode;
  /** Sticky beside the content from 1024 px; below the content on smaller screens. */
  sidebar: ReactNode;
  sidebarLabel: string;
  sidebarId?: string;
};

/** The department and treatment pages' two columns: content, and the callback form beside it. */
export function ContentWithSidebar({ children, sidebar, sidebarLabel, sidebarId }: Props) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      <aside id={sidebarId} className={styles.aside} aria-label={sidebarLabel}>
        <div className={styles.sticky}>{sidebar}</div>
      </aside>
    </div>
  );
}
