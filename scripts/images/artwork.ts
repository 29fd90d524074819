/**
 * Department, treatment, blog, banner and site artwork: flat illustrations in the brand
 * purple with an accent colour, a pictogram and the item's own name.
 */
import type { Pictogram } from '../../lib/seed/content/pictograms';
import { pictogram } from './pictograms';
import { building } from './scenes';
import {
  ACCENTS,
  PURPLE,
  PURPLE_DARK,
  PURPLE_PALE,
  PURPLE_SOFT,
  bubbles,
  choose,
  fitSize,
  svg,
  text,
  wrap,
} from './svg';

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

export function departmentHero(name: string, picto: Pictogram): string {
  const body =
    gradient('g', PURPLE, PURPLE_DARK) +
    `<rect width="600" height="400" fill="url(#g)"/>${bubbles(name, 600, 400, '#ffffff', 0.08)}` +
    `<circle cx="430" cy="200" r="130" fill="${PURPLE_PALE}"/>${pictogram(picto, 350, 120, 160, PURPLE, PURPLE_PALE)}` +
    text(40, 170, wrap(name, 14, 2), {
      size: fitSize(wrap(name, 14, 2), 250, 38),
      fill: '#fff',
      weight: 700,
    }) +
    text(40, 290, ['Saithunga Multi-Speciality', 'Hospital, Bangalore'], {
      size: 18,
      fill: PURPLE_SOFT,
    });
  return svg(600, 400, body, `${name} department`);
}

export function departmentContent(name: string, picto: Pictogram): string {
  const accent = choose(name, ACCENTS);
  const body =
    `<rect width="600" height="400" fill="${PURPLE_PALE}"/>${bubbles(name, 600, 400, accent, 0.18)}` +
    `<rect x="60" y="60" width="300" height="280" rx="20" fill="#fff"/>${pictogram(picto, 90, 90, 90, accent, '#fff')}` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="90" y="${210 + i * 28}" width="${240 - i * 30}" height="12" rx="6" fill="${i ? PURPLE_SOFT : PURPLE}"/>`,
      )
      .join('') +
    `<circle cx="470" cy="150" r="60" fill="${accent}"/><path d="M470 120v60M440 150h60" stroke="#fff" stroke-width="16" stroke-linecap="round"/>` +
    text(470, 290, wrap(name, 16, 2), {
      size: 22,
      fill: PURPLE_DARK,
      weight: 700,
      anchor: 'middle',
    });
  return svg(600, 400, body, `${name} care at Saithunga`);
}

/**
 * The least size of words in a wide picture that a page shows across a phone's screen (288 px at
 * 320 px): 12 px there (e2e/layout.spec.ts holds every page to it).
 */
const legibleSize = (pictureWidth: number) => Math.ceil((12 * pictureWidth) / 288);
const LEGIBLE_900 = legibleSize(900);
const LEGIBLE_1200 = legibleSize(1200);

const STEPS = ['Consultation', 'Diagnosis', 'Treatment', 'Follow-up'];

export function followUp(name: string): string {
  const steps = STEPS.map((s, i) => {
    const x = 150 + i * 200;
    const arrow =
      i < 3
        ? `<path d="M${x + 56} 150h88" stroke="${PURPLE_SOFT}" stroke-width="6" stroke-dasharray="10 8"/>`
        : '';
    // Labels alternate below and above the row: words legible on a phone do not fit side by side.
    const labelY = i % 2 === 0 ? 262 : 70;
    return (
      `${arrow}<circle cx="${x}" cy="150" r="48" fill="${i === 3 ? PURPLE : '#fff'}" stroke="${PURPLE}" stroke-width="5"/>` +
      text(x, 164, [String(i + 1)], {
        size: 40,
        weight: 700,
        fill: i === 3 ? '#fff' : PURPLE,
        anchor: 'middle',
      }) +
      text(x, labelY, [s], { size: LEGIBLE_900, fill: PURPLE_DARK, anchor: 'middle', weight: 600 })
    );
  }).join('');
  // The page's caption names it; the picture is the steps alone.
  const body = `<rect width="900" height="300" fill="${PURPLE_PALE}"/>` + steps;
  return svg(900, 300, body, `${name} follow-up procedure`);
}

export function treatmentCard(name: string, picto: Pictogram): string {
  const accent = choose(name, ACCENTS);
  const lines = wrap(name, 20, 3);
  const size = fitSize(lines, 350, lines.length > 2 ? 22 : 26);
  const body =
    `<rect width="400" height="300" fill="${accent}"/>${bubbles(name, 400, 300, '#ffffff', 0.12)}` +
    `<circle cx="300" cy="110" r="70" fill="#fff"/>${pictogram(picto, 250, 60, 100, accent, '#fff')}` +
    text(28, 290 - lines.length * size * 1.25, lines, { size, fill: '#fff', weight: 700 });
  return svg(400, 300, body, name);
}

export function treatmentBanner(name: string, disease: string, picto: Pictogram): string {
  const accent = choose(name, ACCENTS);
  const body =
    gradient('g', PURPLE_DARK, PURPLE) +
    `<rect width="1200" height="400" fill="url(#g)"/>${bubbles(name, 1200, 400, accent, 0.25)}` +
    `<circle cx="960" cy="200" r="140" fill="${PURPLE_PALE}"/>${pictogram(picto, 870, 110, 180, accent, PURPLE_PALE)}` +
    text(70, 170, wrap(name, 26, 2), { size: 52, fill: '#fff', weight: 700, lineHeight: 62 }) +
    text(70, 300, wrap(`Expert care for ${disease}`, 24, 2), {
      size: LEGIBLE_1200,
      fill: PURPLE_SOFT,
      lineHeight: LEGIBLE_1200 * 1.2,
    });
  return svg(1200, 400, body, `${name} at Saithunga`);
}

export function blogCover(title: string, category: string, picto: Pictogram): string {
  const accent = choose(title, ACCENTS);
  const body =
    `<rect width="800" height="450" fill="${PURPLE_DARK}"/><rect x="500" width="300" height="450" fill="${accent}"/>` +
    `${bubbles(title, 800, 450, '#ffffff', 0.08)}<circle cx="650" cy="225" r="110" fill="#fff"/>${pictogram(picto, 570, 145, 160, accent, '#fff')}` +
    text(48, 80, [category.toUpperCase()], { size: 18, fill: PURPLE_SOFT, weight: 600 }) +
    text(48, 150, wrap(title, 22, 4), { size: 36, fill: '#fff', weight: 700, lineHeight: 46 }) +
    text(48, 410, ['Saithunga Health Blog'], { size: 18, fill: PURPLE_SOFT });
  return svg(800, 450, body, title);
}

export function homeBanner(n: number, title: string, subtitle: string): string {
  const accent = ACCENTS[n % ACCENTS.length];
  const body =
    gradient('g', PURPLE, PURPLE_DARK) +
    `<rect width="1600" height="600" fill="url(#g)"/><circle cx="1250" cy="300" r="260" fill="${accent}" opacity=".35"/>` +
    `<circle cx="1480" cy="80" r="120" fill="#fff" opacity=".07"/>${building(1110, 190, 1.4)}` +
    text(110, 250, wrap(title, 24, 2), { size: 68, fill: '#fff', weight: 800, lineHeight: 80 }) +
    text(110, 440, [subtitle], { size: 30, fill: PURPLE_SOFT });
  return svg(1600, 600, body, title);
}

/**
 * A promotion's picture without words: a pale field, an accent band on the right and a white
 * '+' disc kept whole inside the frame. For banners whose words the page sets as text over or
 * beside it (components/ui/art-banner.tsx, the About cards): words drawn into a picture shrink
 * with it, below a readable size on a phone.
 */
export function promoArt(width: number, height: number, key: string, label: string): string {
  return svg(width, height, promoBackground(width, height, key), label);
}

function promoBackground(width: number, height: number, key: string): string {
  const accent = choose(key, ACCENTS);
  const cx = width * 0.84;
  // The disc and its cross scale together; on a narrow picture the disc is sized to the width.
  const r = Math.min(height * 0.3, width * 0.15);
  return (
    `<rect width="${width}" height="${height}" fill="${PURPLE_PALE}"/><rect x="${width * 0.68}" width="${width * 0.32}" height="${height}" fill="${accent}"/>` +
    `${bubbles(key, width, height, PURPLE, 0.12)}<circle cx="${cx}" cy="${height / 2}" r="${r}" fill="#fff"/>` +
    `<path d="M${cx} ${height / 2 - r * 0.6}v${r * 1.2}M${cx - r * 0.6} ${height / 2}h${r * 1.2}" stroke="${accent}" stroke-width="${(r * 4) / 15}" stroke-linecap="round"/>`
  );
}

/** A wide promotional card with a title, a subtitle and a glyph on the right. */
export function promo(
  width: number,
  height: number,
  title: string,
  subtitle: string,
  key: string,
  /** Shown across a phone's screen: its words are drawn to stay legible there (legibleSize). */
  banner = false,
): string {
  const room = width * 0.55;
  const least = banner ? legibleSize(width) : 0;
  const titleMax = Math.max(Math.min(56, Math.round(height * 0.15)), Math.round(least * 1.1));
  const titleLines = wrap(title, Math.floor(room / (titleMax * 0.6)), 3);
  const titleSize = Math.max(fitSize(titleLines, room, titleMax, 0.62), least);
  const subMax = Math.max(Math.min(24, Math.round(height * 0.07)), least);
  const subLines = wrap(subtitle, Math.floor(room / (subMax * 0.55)), 2);
  const subSize = Math.max(fitSize(subLines, room, subMax, 0.55), least);
  // From the title's cap height to the sub-line's descent.
  const block =
    titleSize * 0.8 +
    titleLines.length * titleSize * 1.25 +
    subSize * 0.4 +
    (subLines.length - 1) * subSize * 1.25 +
    subSize * 0.25;
  // A banner's larger words are centred as a block, so the sub-line stays inside the frame.
  const top = banner
    ? (height - block) / 2 + titleSize * 0.8
    : height * 0.45 - ((titleLines.length - 1) * titleSize * 1.25) / 2;
  const body =
    promoBackground(width, height, key) +
    text(width * 0.05, top, titleLines, { size: titleSize, fill: PURPLE_DARK, weight: 800 }) +
    text(width * 0.05, top + titleLines.length * titleSize * 1.25 + subSize * 0.4, subLines, {
      size: subSize,
      fill: PURPLE,
    });
  return svg(width, height, body, title);
}

/** A video poster: a dim frame, a play button and the title. */
export function poster(title: string, key: string): string {
  const accent = choose(key, ACCENTS);
  const body =
    `<rect width="800" height="450" fill="${PURPLE_DARK}"/>${bubbles(key, 800, 450, accent, 0.35)}` +
    `<circle cx="400" cy="200" r="56" fill="#fff" opacity=".9"/><path d="M385 172v56l46-28z" fill="${PURPLE}"/>` +
    text(400, 360, wrap(title, 36, 2), { size: 30, fill: '#fff', weight: 700, anchor: 'middle' });
  return svg(800, 450, body, title);
}

export function logo(): string {
  const body =
    `<circle cx="32" cy="32" r="28" fill="${PURPLE}"/><path d="M32 46c-11-8-16-13-16-19 0-4 3-7 7-7 4 0 7 3 9 6 2-3 5-6 9-6 4 0 7 3 7 7 0 6-5 11-16 19z" fill="#fff"/>` +
    `<path d="M32 24v14M25 31h14" stroke="${PURPLE}" stroke-width="4" stroke-linecap="round"/>` +
    text(72, 36, ['Saithunga'], { size: 28, weight: 800, fill: PURPLE_DARK }) +
    text(73, 54, ['MULTI-SPECIALITY HOSPITAL'], { size: 9.5, weight: 600, fill: PURPLE });
  return svg(240, 64, body, 'Saithunga Multi-Speciality Hospital');
}

/**
 * The neutral pictures of a record created without one (lib/doctors/staff-actions.ts
 * NO_PHOTO_IMAGE, lib/pharmacy/staff-medicine-actions.ts NO_MEDICINE_IMAGE).
 */
export function noPhoto(kind: 'person' | 'pack'): string {
  return kind === 'person'
    ? '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="No photo yet"><title>No photo yet</title><rect width="400" height="400" fill="#e2e8f0"/><circle cx="200" cy="165" r="72" fill="#94a3b8"/><path d="M60 400c0-86 62-125 140-125s140 39 140 125z" fill="#94a3b8"/></svg>'
    : '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="No photo yet"><title>No photo yet</title><rect width="400" height="400" fill="#f1f5f9"/><rect x="90" y="110" width="220" height="180" rx="14" fill="#fff" stroke="#94a3b8" stroke-width="6"/><path d="M200 160v80M160 200h80" stroke="#94a3b8" stroke-width="16" stroke-linecap="round"/></svg>';
}
