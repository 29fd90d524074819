/**
 * Medicine pack drawings (400 x 400): one template per pack shape, coloured per product and
 * carrying the product's name, strength and form. Back and side views are shared per form.
 */
import type { Shape } from '../../lib/seed/content/medicine-forms';
import { ACCENTS, PURPLE_PALE, choose, svg, text } from './svg';

type Label = { brand: string; strength: string; form: string };

/** The label's three lines; the name shrinks to fit `width`. */
function labelText(
  x: number,
  y: number,
  l: Label,
  color: string,
  base: number,
  width: number,
): string {
  const size = Math.min(base, Math.floor(width / (Math.max(l.brand.length, 1) * 0.62)));
  return (
    text(x, y, [l.brand], { size, weight: 800, fill: color, anchor: 'middle' }) +
    text(x, y + size * 0.95, [l.strength], {
      size: size * 0.62,
      weight: 600,
      fill: '#334155',
      anchor: 'middle',
    }) +
    text(x, y + size * 1.65, [l.form], { size: size * 0.55, fill: '#64748b', anchor: 'middle' })
  );
}

function carton(c: string, l?: Label): string {
  return (
    `<rect x="60" y="60" width="280" height="200" rx="10" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>` +
    `<rect x="60" y="60" width="280" height="36" rx="10" fill="${c}"/><rect x="60" y="230" width="280" height="30" fill="${c}" opacity=".25"/>` +
    (l ? labelText(200, 140, l, c, 30, 250) : '')
  );
}

const FRONT: Record<Shape, (c: string, l: Label) => string> = {
  strip: (c, l) => {
    const pills = Array.from(
      { length: 5 },
      (_, i) =>
        `<ellipse cx="${132 + i * 50}" cy="312" rx="17" ry="${i % 2 ? 17 : 11}" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>`,
    ).join('');
    return (
      carton(c, l) +
      `<rect x="100" y="276" width="260" height="72" rx="8" fill="#e2e8f0" stroke="#94a3b8" stroke-width="2"/>${pills}`
    );
  },
  bottle: (c, l) =>
    `<rect x="150" y="40" width="100" height="50" rx="8" fill="${c}"/><rect x="160" y="86" width="80" height="20" fill="#e2e8f0"/>` +
    `<path d="M120 140c0-24 20-34 40-34h80c20 0 40 10 40 34v210c0 12-8 20-20 20H140c-12 0-20-8-20-20z" fill="#b45309" opacity=".85"/>` +
    `<rect x="130" y="170" width="140" height="150" rx="6" fill="#fff"/>${labelText(200, 222, l, c, 26, 128)}`,
  tube: (c, l) =>
    `<path d="M110 60h180l-14 36H124z" fill="#cbd5e1"/><rect x="118" y="94" width="164" height="230" rx="12" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>` +
    `<rect x="118" y="94" width="164" height="34" fill="${c}"/><rect x="168" y="324" width="64" height="46" rx="8" fill="${c}"/>${labelText(200, 196, l, c, 26, 150)}`,
  dropper: (c, l) =>
    `<path d="M190 30h20l8 50h-36z" fill="#e2e8f0"/><rect x="166" y="78" width="68" height="44" rx="6" fill="${c}"/>` +
    `<rect x="130" y="120" width="140" height="240" rx="18" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><rect x="130" y="300" width="140" height="60" rx="18" fill="${c}" opacity=".2"/>${labelText(200, 190, l, c, 24, 128)}`,
  box: (c, l) =>
    carton(c, l) +
    `<rect x="70" y="292" width="260" height="34" rx="17" fill="#f1f5f9" stroke="#94a3b8" stroke-width="2"/><rect x="290" y="296" width="60" height="26" rx="8" fill="${c}"/><rect x="110" y="302" width="80" height="14" rx="4" fill="#bae6fd"/>`,
  inhaler: (c, l) =>
    carton(c, l) +
    `<path d="M150 286h70v40h50v34H150z" fill="${c}"/><rect x="160" y="270" width="50" height="24" rx="6" fill="#e2e8f0"/>`,
  jar: (c, l) =>
    `<rect x="100" y="50" width="200" height="50" rx="10" fill="${c}"/><rect x="90" y="100" width="220" height="260" rx="30" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>` +
    `<rect x="90" y="150" width="220" height="150" fill="${c}" opacity=".15"/>${labelText(200, 210, l, c, 28, 200)}`,
  sachet: (c, l) =>
    `<path d="M90 60l12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10v290l-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10-12 10-12-10z" fill="${c}"/>` +
    `<rect x="116" y="110" width="168" height="190" rx="10" fill="#fff"/>${labelText(200, 180, l, c, 26, 150)}`,
};

export function medicineFront(key: string, shape: Shape, label: Label, alt: string): string {
  const c = choose(key, ACCENTS);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${PURPLE_PALE}"/>${FRONT[shape](c, label)}`,
    alt,
  );
}

/** A shared back or side view for every product of a form. */
export function medicineView(form: string, shape: Shape, view: 'back' | 'side'): string {
  const c = choose(form, ACCENTS);
  const bars = Array.from(
    { length: 18 },
    (_, i) =>
      `<rect x="${130 + i * 8}" y="300" width="${i % 3 ? 3 : 5}" height="40" fill="#111827"/>`,
  ).join('');
  const info = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="110" y="${140 + i * 24}" width="${180 - (i % 2) * 50}" height="10" rx="5" fill="#94a3b8"/>`,
    )
    .join('');
  const body =
    view === 'back'
      ? `<rect x="80" y="60" width="240" height="300" rx="12" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><rect x="80" y="60" width="240" height="50" rx="12" fill="${c}"/>${info}${bars}` +
        text(200, 92, [`${form}: read the leaflet`], {
          size: 16,
          fill: '#fff',
          weight: 600,
          anchor: 'middle',
        })
      : `<g transform="translate(200 200) scale(0.7 1) translate(-200 -200)">${FRONT[shape](c, { brand: '', strength: '', form: '' })}</g>` +
        text(200, 385, [`${form}, side view`], { size: 16, fill: '#475569', anchor: 'middle' });
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${PURPLE_PALE}"/>${body}`,
    `${form} pack, ${view} view`,
  );
}
