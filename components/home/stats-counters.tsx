'use client';

import { useEffect, useRef, useState } from 'react';
import { COUNTER_TIMING, counterValueAfter, formatCount } from '@/lib/site/counter';
import styles from './stats-counters.module.css';

export type StatItem = { id: number; countNumber: number; countText: string; icon: string };

/**
 * The statistics row. The server HTML carries the final numbers (search engines, no-JS, reduced
 * motion). After hydration, if the row is still out of view, the numbers are reset to 0 and count
 * up once it scrolls in: 2000 ms in 20 ms steps, each item starting 2500 ms after the previous.
 */
export function StatsCounters({ items }: { items: StatItem[] }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [values, setValues] = useState(() => items.map((item) => item.countNumber));

  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let timer: ReturnType<typeof setInterval> | undefined;
    let started = false;
    const targets = items.map((item) => item.countNumber);
    const totalMs = (targets.length - 1) * COUNTER_TIMING.staggerMs + COUNTER_TIMING.durationMs;

    const start = () => {
      started = true;
      const startedAt = performance.now();
      timer = setInterval(() => {
        const elapsed = performance.now() - startedAt;
        setValues(targets.map((target, i) => counterValueAfter(target, i, elapsed)));
        if (elapsed >= totalMs) clearInterval(timer);
      }, COUNTER_TIMING.tickMs);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (started) return;
        if (!entries.some((entry) => entry.isIntersecting)) {
          // Out of sight: wait at 0, so the count-up is seen from its start.
          setValues(targets.map(() => 0));
          return;
        }
        observer.disconnect();
        setValues(targets.map(() => 0));
        start();
      },
      { threshold: 0.3 },
    );
    observer.observe(row);
    return () => {
      observer.disconnect();
      if (timer) clearInterval(timer);
    };
  }, [items]);

  return (
    <ul role="list" ref={rowRef} className={styles.row}>
      {items.map((item, i) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.iconWrap}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG icon */}
            <img src={item.icon} alt="" width={40} height={40} loading="lazy" />
          </span>
          {/* Screen readers get the final figure once, not every step of the count. */}
          <span
            className={styles.number}
            aria-hidden="true"
            data-testid="stat-number"
            data-target={item.countNumber}
          >
            {formatCount(values[i] ?? item.countNumber)}
          </span>
          <span className="visually-hidden">{formatCount(item.countNumber)}</span>
          <span className={styles.label}>{item.countText}</span>
        </li>
      ))}
    </ul>
  );
}
