/** Small flat scenes for treatment content blocks and about-page headers (600 x 400). */
import type { TreatmentScene } from '../../lib/seed/content/image-paths';
import { PURPLE, PURPLE_DARK, PURPLE_MID, PURPLE_PALE, PURPLE_SOFT, svg } from './svg';

const person = (x: number, y: number, color: string, skin = '#c68642') =>
  `<circle cx="${x}" cy="${y}" r="22" fill="${skin}"/><path d="M${x - 36} ${y + 90}c0-40 16-60 36-60s36 20 36 60z" fill="${color}"/>`;

const SCENES: Record<TreatmentScene, string> = {
  consultation:
    `<rect x="120" y="250" width="360" height="18" rx="4" fill="${PURPLE_DARK}"/><rect x="140" y="268" width="12" height="90" fill="${PURPLE_DARK}"/><rect x="448" y="268" width="12" height="90" fill="${PURPLE_DARK}"/>` +
    person(200, 160, '#f8fafc', '#a0662f') +
    person(400, 160, PURPLE_MID, '#e0ac69') +
    `<rect x="260" y="222" width="80" height="28" rx="3" fill="#fff"/><path d="M272 236h56" stroke="${PURPLE_SOFT}" stroke-width="4"/>`,
  diagnostics:
    `<rect x="90" y="90" width="240" height="160" rx="12" fill="${PURPLE_DARK}"/><path d="M110 180h50l14-40 20 80 16-60 12 20h88" fill="none" stroke="#34d399" stroke-width="5"/><rect x="190" y="250" width="40" height="40" fill="${PURPLE_DARK}"/>` +
    `<circle cx="440" cy="200" r="90" fill="none" stroke="${PURPLE}" stroke-width="30"/><rect x="380" y="280" width="160" height="20" rx="6" fill="${PURPLE_SOFT}"/>`,
  'operation-theatre':
    `<path d="M300 40v50" stroke="${PURPLE_DARK}" stroke-width="8"/><ellipse cx="300" cy="100" rx="110" ry="26" fill="${PURPLE_SOFT}"/><ellipse cx="300" cy="104" rx="70" ry="12" fill="#fff7cc"/>` +
    `<path d="M240 126l-60 180M360 126l60 180" stroke="#fff7cc" stroke-width="2" opacity=".8"/><rect x="140" y="280" width="320" height="24" rx="8" fill="${PURPLE}"/><rect x="280" y="304" width="40" height="60" fill="${PURPLE_DARK}"/>`,
  'recovery-ward':
    `<rect x="380" y="60" width="140" height="120" fill="#e0f2fe" stroke="${PURPLE_DARK}" stroke-width="6"/><path d="M450 60v120M380 120h140" stroke="${PURPLE_DARK}" stroke-width="4"/>` +
    `<rect x="80" y="230" width="320" height="40" rx="10" fill="#fff"/><rect x="80" y="200" width="90" height="40" rx="14" fill="#fff"/><rect x="70" y="180" width="14" height="160" fill="${PURPLE_DARK}"/><rect x="396" y="220" width="14" height="120" fill="${PURPLE_DARK}"/><rect x="150" y="222" width="250" height="28" rx="10" fill="${PURPLE_MID}"/>`,
  physiotherapy:
    person(240, 140, PURPLE_MID, '#8d5524') +
    `<path d="M204 190l-50-40M276 190l50-40" stroke="${PURPLE_MID}" stroke-width="14" stroke-linecap="round"/><circle cx="146" cy="144" r="14" fill="${PURPLE_DARK}"/><circle cx="334" cy="144" r="14" fill="${PURPLE_DARK}"/>` +
    `<circle cx="440" cy="290" r="60" fill="${PURPLE_SOFT}"/><rect x="60" y="320" width="480" height="14" rx="6" fill="${PURPLE_DARK}"/>`,
  'follow-up':
    `<rect x="90" y="80" width="220" height="220" rx="16" fill="#fff"/><rect x="90" y="80" width="220" height="50" rx="16" fill="${PURPLE}"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${112 + (i % 3) * 62}" y="${150 + Math.floor(i / 3) * 48}" width="44" height="32" rx="6" fill="${i === 4 ? PURPLE_MID : PURPLE_PALE}"/>`,
    ).join('') +
    `<rect x="370" y="90" width="130" height="230" rx="22" fill="${PURPLE_DARK}"/><rect x="384" y="116" width="102" height="170" rx="6" fill="#e0f2fe"/><path d="M410 200l18 18 34-36" fill="none" stroke="#16a34a" stroke-width="8"/>`,
};

export function scene(name: TreatmentScene): string {
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="${PURPLE_PALE}"/>${SCENES[name]}`,
    name.replace(/-/g, ' '),
  );
}

/** A hospital building used on banners and headers. */
export function building(x: number, y: number, scale: number): string {
  const windows = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${20 + (i % 4) * 45}" y="${50 + Math.floor(i / 4) * 45}" width="28" height="28" rx="3" fill="#e0f2fe"/>`,
  ).join('');
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="200" height="200" rx="6" fill="#fff"/>${windows}` +
    `<rect x="75" y="170" width="50" height="30" fill="${PURPLE_DARK}"/><rect x="80" y="-40" width="40" height="40" rx="6" fill="${PURPLE}"/>` +
    `<path d="M100 -32v24M88 -20h24" stroke="#fff" stroke-width="6"/></g>`
  );
}
