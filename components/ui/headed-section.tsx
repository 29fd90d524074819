import type { ComponentProps, ReactNode } from 'react';
import { SectionHead } from './section-head';

type Props = ComponentProps<typeof SectionHead> & {
  /** The tinted band ('section-alt') instead of the plain one. */
  alt?: boolean;
  /** More classes for the section, after the band's. */
  className?: string;
  children: ReactNode;
};

/**
 * A page section whose heading group names it: the band, its container, the SectionHead (its
 * h2 carries `id`, which labels the section) and then the content.
 */
export function HeadedSection({ alt = false, className, children, ...head }: Props) {
  const classes = ['section', alt ? 'section-alt' : null, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={head.id}>
      <div className="container">
        <SectionHead {...head} />
        {children}
      </div>
    </section>
  );
}
