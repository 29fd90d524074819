/**
 * The icon sprite (public/ui/icons.svg) and the names components ask it for: every name has a
 * symbol, every symbol is used by a name, and the sprite loads nothing from anywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_NAMES, ICON_SPRITE, Icon } from '@/components/ui/icon';

const sprite = fs.readFileSync(path.join(process.cwd(), 'public/ui/icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);

describe('icon sprite', () => {
  it('has one symbol for every icon name, and no other', () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('refers to nothing outside itself and runs nothing', () => {
    expect(sprite.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
      /https?:|href=|<script|\bon[a-z]+=/i,
    );
  });

  it('draws an icon as a short, hidden reference into the sprite', () => {
    const html = renderToStaticMarkup(<Icon name="map-pin" size={16} className="pin" />);
    expect(html).toBe(
      `<svg width="16" height="16" aria-hidden="true" focusable="false" class="pin"><use href="${ICON_SPRITE}#map-pin"></use></svg>`,
    );
    expect(ICON_SPRITE).toMatch(/^\/ui\/icons\.svg\?v=/);
  });
});
