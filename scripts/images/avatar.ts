/**
 * Illustrated portraits: skin, hair, clothing and accessories vary with the person's slug.
 * Doctors wear a white coat and a stethoscope; other staff and patients wear everyday clothes.
 */
import { hashString } from '../../lib/seed/random';
import { PURPLE_PALE, choose, svg } from './svg';

const SKIN = ['#8d5524', '#a0662f', '#c68642', '#e0ac69', '#b5835a', '#7a4b2a', '#d49a6a'];
const HAIR = ['#1b1b1b', '#2e1f14', '#3b2a1e', '#4a3728', '#5c5c5c', '#8a8a8a'];
const BACKDROP = [PURPLE_PALE, '#e0f2fe', '#dcfce7', '#fef3c7', '#fce7f3', '#ede9fe'];
const SCRUBS = ['#0d9488', '#2563eb', '#6d28d9', '#0891b2', '#4f46e5'];
const CLOTHES = ['#334155', '#7c2d12', '#1e3a8a', '#065f46', '#6d28d9', '#9d174d', '#475569'];

export type AvatarKind = 'doctor' | 'staff' | 'person';

export function avatar(
  slug: string,
  gender: 'male' | 'female',
  kind: AvatarKind,
  label: string,
  size = 400,
): string {
  const h = hashString(slug);
  const skin = choose(slug, SKIN, 'skin');
  const hair = choose(slug, HAIR, gender === 'male' && h % 3 === 0 ? 'grey' : 'hair');
  const bg = choose(slug, BACKDROP, 'bg');
  const top = kind === 'doctor' ? choose(slug, SCRUBS, 'scrub') : choose(slug, CLOTHES, 'cloth');
  const longHair = gender === 'female' && h % 5 !== 0;
  const parts: string[] = [`<rect width="400" height="400" fill="${bg}"/>`];
  if (longHair) parts.push(`<path d="M118 170c0-80 164-80 164 0v120H118z" fill="${hair}"/>`);
  // Shoulders and clothing.
  parts.push(
    `<path d="M60 400c0-80 60-115 140-115s140 35 140 115z" fill="${kind === 'doctor' ? '#f8fafc' : top}"/>`,
  );
  if (kind === 'doctor') {
    parts.push(
      `<path d="M165 290l35 60 35-60z" fill="${top}"/>`,
      `<path d="M160 288l40 112M240 288l-40 112" stroke="#cbd5e1" stroke-width="4"/>`,
      `<path d="M170 300c-10 40 0 60 20 62M230 300c10 40 0 60-20 62" fill="none" stroke="#334155" stroke-width="5"/>`,
      `<circle cx="200" cy="366" r="9" fill="#94a3b8"/>`,
    );
  } else {
    parts.push(`<path d="M172 290l28 30 28-30" fill="none" stroke="#f8fafc" stroke-width="6"/>`);
  }
  // Neck, head and ears.
  parts.push(
    `<rect x="178" y="240" width="44" height="55" rx="16" fill="${skin}"/>`,
    `<ellipse cx="138" cy="185" rx="10" ry="16" fill="${skin}"/><ellipse cx="262" cy="185" rx="10" ry="16" fill="${skin}"/>`,
    `<ellipse cx="200" cy="180" rx="62" ry="76" fill="${skin}"/>`,
  );
  // Hair on top.
  parts.push(
    gender === 'male'
      ? `<path d="M138 170c-6-60 30-84 66-82 40 2 66 28 58 82-6-26-20-40-60-42-34-2-56 14-64 42z" fill="${hair}"/>`
      : `<path d="M136 178c-4-66 34-90 68-88 38 2 64 30 60 88-14-34-40-50-66-50-28 0-50 18-62 50z" fill="${hair}"/>`,
  );
  // Face.
  parts.push(
    `<circle cx="178" cy="182" r="6" fill="#1f2937"/><circle cx="222" cy="182" r="6" fill="#1f2937"/>`,
    `<path d="M166 166q12-8 24 0M210 166q12-8 24 0" fill="none" stroke="${hair}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M200 190v22" stroke="#00000033" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M180 225q20 16 40 0" fill="none" stroke="#7f1d1d" stroke-width="5" stroke-linecap="round"/>`,
  );
  if (h % 4 === 1) {
    parts.push(
      `<g fill="none" stroke="#111827" stroke-width="4"><circle cx="178" cy="182" r="17"/><circle cx="222" cy="182" r="17"/><path d="M195 182h10"/></g>`,
    );
  }
  if (gender === 'female' && h % 6 === 2)
    parts.push(`<circle cx="200" cy="158" r="4" fill="#b91c1c"/>`);
  if (gender === 'male' && h % 7 === 3) {
    parts.push(`<path d="M150 205c10 50 90 50 100 0-10 28-90 28-100 0z" fill="${hair}"/>`);
  }
  const body = `<g transform="scale(${size / 400})">${parts.join('')}</g>`;
  return svg(size, size, body, label);
}
