import type { Analytic } from '@/lib/site/home-reads';
import { StatsCounters } from './stats-counters';
import darkBand from '@/components/ui/dark-band.module.css';
import styles from './stats-section.module.css';

export function StatsSection({ items }: { items: Analytic[] }) {
  if (items.length === 0) return null;
  return (
    <section className={`section on-dark ${darkBand.band}`} aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className={styles.title}>
          Trusted by families across Karnataka
        </h2>
        <StatsCounters items={items} />
      </div>
    </section>
  );
}
