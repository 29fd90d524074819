import { groupIndian } from '@/lib/format/indian-number';
import { formatVital, shortDay } from '@/lib/vitals/format';
import type { MetricReport } from '@/lib/vitals/report';
import { METRIC_RULES } from '@/lib/vitals/rules';
import styles from './vitals.module.css';

/** Lines a chart draws at most: the templates with the most page views (the table has all). */
export const CHART_LINES = 8;

/** Distinct on white and for the common colour blindnesses; each line also has its own marker. */
const COLOURS = [
  '#1d4ed8',
  '#b45309',
  '#047857',
  '#be185d',
  '#6d28d9',
  '#0e7490',
  '#4d7c0f',
  '#374151',
];
const MARKERS = ['circle', 'square', 'diamond', 'triangle'] as const;

const WIDTH = 720;
const HEIGHT = 260;
const LEFT = 64;
const RIGHT = 12;
const TOP = 14;
const BOTTOM = 30;

const METRIC_NAMES = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
  TTFB: 'Time to first byte',
  FCP: 'First contentful paint',
} as const;

function marker(kind: (typeof MARKERS)[number], x: number, y: number, colour: string) {
  const r = 3.5;
  if (kind === 'circle') return <circle cx={x} cy={y} r={r} fill={colour} />;
  if (kind === 'square')
    return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} fill={colour} />;
  const points =
    kind === 'diamond'
      ? `${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`
      : `${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`;
  return <polygon points={points} fill={colour} />;
}

/**
 * One metric's daily 75th percentile per template over the report's days: a server-drawn SVG
 * with web.dev's 'good' and 'poor' thresholds as bands, a legend, and the figures in a table.
 */
export function VitalsChart({ report, days }: { report: MetricReport; days: readonly string[] }) {
  const { metric, series } = report;
  const rule = METRIC_RULES[metric];
  const id = `vitals-${metric.toLowerCase()}`;
  const drawn = [...series]
    .map((s) => ({ ...s, views: s.days.reduce((sum, d) => sum + d.views, 0) }))
    .sort((a, b) => b.views - a.views || a.template.localeCompare(b.template))
    .slice(0, CHART_LINES);
  const highest = Math.max(0, ...drawn.flatMap((s) => s.days.map((d) => d.p75)));
  const top = Math.max(rule.poor * 1.25, highest * 1.1);
  const x = (day: string) =>
    LEFT + ((WIDTH - LEFT - RIGHT) * days.indexOf(day)) / Math.max(1, days.length - 1);
  const y = (value: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - Math.min(value, top) / top);
  const bottom = HEIGHT - BOTTOM;
  const title = `${METRIC_NAMES[metric]} (${metric}), 75th percentile per day`;

  return (
    <section className={styles.metric} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.thresholds}>
        Good up to {formatVital(metric, rule.good)}; poor above {formatVital(metric, rule.poor)}.
      </p>
      {series.length === 0 ? (
        <p>No page views reported in these days.</p>
      ) : (
        <>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>
              {drawn
                .map(
                  (s) =>
                    `${s.template}: ${s.days.map((d) => `${shortDay(d.day)} ${formatVital(metric, d.p75)}`).join(', ')}`,
                )
                .join('. ')}
            </desc>
            <rect
              x={LEFT}
              y={y(rule.good)}
              width={WIDTH - LEFT - RIGHT}
              height={bottom - y(rule.good)}
              className={styles.good}
            />
            <rect
              x={LEFT}
              y={y(rule.poor)}
              width={WIDTH - LEFT - RIGHT}
              height={y(rule.good) - y(rule.poor)}
              className={styles.fair}
            />
            <rect
              x={LEFT}
              y={TOP}
              width={WIDTH - LEFT - RIGHT}
              height={y(rule.poor) - TOP}
              className={styles.poor}
            />
            {[0, rule.good, rule.poor, top].map((value) => (
              <g key={value}>
                <line
                  x1={LEFT - 4}
                  x2={WIDTH - RIGHT}
                  y1={y(value)}
                  y2={y(value)}
                  className={styles.rule}
                />
                <text x={LEFT - 6} y={y(value) + 4} textAnchor="end" className={styles.axis}>
                  {formatVital(metric, value)}
                </text>
              </g>
            ))}
            {[days[0], days[Math.floor(days.length / 2)], days[days.length - 1]].map((day, i) => (
              <text
                key={day}
                x={x(day)}
                y={HEIGHT - 8}
                textAnchor={i === 0 ? 'start' : i === 2 ? 'end' : 'middle'}
                className={styles.axis}
              >
                {shortDay(day)}
              </text>
            ))}
            {drawn.map((s, i) => {
              const colour = COLOURS[i % COLOURS.length];
              const kind = MARKERS[i % MARKERS.length];
              return (
                <g key={s.template} data-template={s.template}>
                  <polyline
                    points={s.days.map((d) => `${x(d.day)},${y(d.p75)}`).join(' ')}
                    fill="none"
                    stroke={colour}
                    strokeWidth={2}
                  />
                  {s.days.map((d) => (
                    <g key={d.day}>{marker(kind, x(d.day), y(d.p75), colour)}</g>
                  ))}
                </g>
              );
            })}
          </svg>
          <ul className={styles.legend} aria-label={`Templates in the ${metric} chart`}>
            {drawn.map((s, i) => (
              <li key={s.template}>
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                  {marker(MARKERS[i % MARKERS.length], 7, 7, COLOURS[i % COLOURS.length])}
                </svg>
                {s.template}
              </li>
            ))}
          </ul>
          {series.length > drawn.length ? (
            <p className={styles.thresholds}>
              The chart draws the {CHART_LINES} templates with the most page views; the table lists
              all {series.length}.
            </p>
          ) : null}
          <details className={styles.figures}>
            <summary>The figures: {metric} per template and day</summary>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Template</th>
                    <th scope="col">Day</th>
                    <th scope="col">75th percentile</th>
                    <th scope="col">Page views</th>
                  </tr>
                </thead>
                <tbody>
                  {series.flatMap((s) =>
                    [...s.days].reverse().map((d) => (
                      <tr key={`${s.template} ${d.day}`}>
                        <th scope="row">{s.template}</th>
                        <td>{shortDay(d.day)}</td>
                        <td>{formatVital(metric, d.p75)}</td>
                        <td>{groupIndian(d.views)}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
