/** Line icons (64 x 64) for CTAs, statistics and 'Choose us' items. */
import type { IconName } from '../../lib/seed/content/image-paths';
import { PURPLE, PURPLE_PALE, svg } from './svg';

const S = `fill="none" stroke="${PURPLE}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;

const GLYPHS: Record<IconName, string> = {
  'expert-team': `<circle cx="22" cy="24" r="6"/><circle cx="42" cy="24" r="6"/><path d="M12 46c0-8 5-12 10-12s10 4 10 12M32 46c0-8 5-12 10-12s10 4 10 12"/>`,
  'modern-technology': `<rect x="12" y="14" width="40" height="28" rx="3"/><path d="M26 50h12M32 42v8M16 30h8l4-8 6 14 4-6h10"/>`,
  'cashless-insurance': `<path d="M32 10l18 7v13c0 12-8 20-18 24-10-4-18-12-18-24V17z"/><path d="M24 32l6 6 11-12"/>`,
  'round-the-clock': `<circle cx="32" cy="32" r="20"/><path d="M32 20v12l8 6"/>`,
  'quick-recovery': `<path d="M10 40c8-16 18-16 22-8s14 8 22-8"/><path d="M44 16h10v10"/>`,
  'affordable-packages': `<path d="M12 32l20-20h18v18L30 50z"/><circle cx="42" cy="22" r="3"/>`,
  ambulance: `<path d="M8 42V24h28v18M36 30h10l8 8v4H36"/><circle cx="18" cy="44" r="4"/><circle cx="46" cy="44" r="4"/><path d="M22 28v10M17 33h10"/>`,
  pharmacy: `<rect x="14" y="22" width="36" height="14" rx="7" transform="rotate(-30 32 29)"/><path d="M26 20l12 20"/>`,
  laboratory: `<path d="M26 10h12M28 10v16L16 48c-2 4 0 6 4 6h24c4 0 6-2 4-6L36 26V10"/><path d="M20 40h24"/>`,
  patients: `<circle cx="32" cy="20" r="8"/><path d="M16 52c0-12 7-18 16-18s16 6 16 18"/>`,
  doctors: `<circle cx="32" cy="18" r="8"/><path d="M16 52c0-12 7-18 16-18s16 6 16 18M26 36c-4 8-2 12 2 14M38 36c2 6 0 10-4 10"/><circle cx="34" cy="47" r="2"/>`,
  beds: `<path d="M8 46V20M8 36h48v10M56 46V34c0-6-4-8-8-8H28v10"/><circle cx="18" cy="30" r="5"/>`,
  surgeries: `<path d="M14 50l24-24M38 26l6-12 6 6-12 6M14 50l-4 4"/><path d="M34 44l12 8"/>`,
  award: `<circle cx="32" cy="24" r="12"/><path d="M24 34l-4 20 12-6 12 6-4-20"/>`,
  'second-opinion': `<rect x="10" y="14" width="28" height="20" rx="4"/><path d="M16 34v8l8-8M30 40h14l8 8v-8h2V22h-8"/>`,
  'video-consult': `<rect x="8" y="18" width="34" height="28" rx="4"/><path d="M42 28l14-8v24l-14-8"/><circle cx="25" cy="30" r="5"/>`,
};

export function icon(name: IconName): string {
  const body = `<circle cx="32" cy="32" r="30" fill="${PURPLE_PALE}"/><g ${S}>${GLYPHS[name]}</g>`;
  return svg(64, 64, body, name.replace(/-/g, ' '));
}
