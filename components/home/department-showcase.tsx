'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Carousel } from '@/components/ui/carousel';
import type { ShowcaseDepartment } from '@/lib/site/home-reads';
import styles from './department-showcase.module.css';

/** Spec section 9: 2 below 768, 3 from 768, 6 from 1024; autoplay 3000 ms, speed 600, loop. */
export const DEPARTMENT_CAROUSEL = {
  slidesPerView: 2,
  breakpoints: { 768: 3, 1024: 6 },
  autoplayMs: 3000,
  speed: 600,
} as const;

/**
 * A department as the showcase gets it: its description already cut to the card's length on the
 * server (departments-section.tsx), so the page does not carry every department's full text.
 */
export type ShowcaseTile = Omit<ShowcaseDepartment, 'description'> & { summary: string };

/** A department's picture, a small local image beside its name: decorative, loaded lazily. */
function DepartmentPicture({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small local SVG
    <img src={src} alt="" width={width} height={height} loading="lazy" className={className} />
  );
}

/**
 * The departments showcase: a carousel of department tiles and, below it, the details of the
 * active department. The active one follows the carousel as it moves, or a click on a tile.
 */
export function DepartmentShowcase({ departments }: { departments: ShowcaseTile[] }) {
  const [active, setActive] = useState(0);
  const current = departments[active] ?? departments[0];
  if (!current) return null;

  return (
    <div className={styles.showcase}>
      <Carousel
        label="Departments"
        slidesPerView={DEPARTMENT_CAROUSEL.slidesPerView}
        breakpoints={DEPARTMENT_CAROUSEL.breakpoints}
        autoplayMs={DEPARTMENT_CAROUSEL.autoplayMs}
        speed={DEPARTMENT_CAROUSEL.speed}
        gap={16}
        loop
        arrows="always"
        onActiveChange={setActive}
        slides={departments.map((department, i) => (
          <button
            key={department.id}
            type="button"
            className={styles.tile}
            aria-pressed={i === active}
            onClick={() => setActive(i)}
            data-testid="department-tile"
          >
            <DepartmentPicture
              src={department.image}
              width={72}
              height={72}
              className={styles.tileImage}
            />
            <span className={styles.tileName}>{department.name}</span>
          </button>
        ))}
      />
      <div className={styles.details} data-testid="department-details">
        <DepartmentPicture
          src={current.image}
          width={320}
          height={240}
          className={styles.detailsImage}
        />
        <div className={styles.detailsText}>
          <h3 className={styles.detailsTitle}>{current.name}</h3>
          <p className={styles.detailsDescription}>{current.summary}</p>
          <Link
            href={`/department/${current.slug}`}
            className={`btn btn-primary ${styles.detailsLink}`}
          >
            Explore {current.name}
          </Link>
        </div>
      </div>
    </div>
  );
}
