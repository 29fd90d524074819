/**
 * The site's icons: one SVG sprite (public/ui/icons.svg, a <symbol> per icon) drawn through
 * <use>, so a page carries a short reference per icon instead of its path data twice (in the
 * HTML and again in the RSC payload). The sprite is fetched once and cached; its address
 * carries a hash of its content (next.config.mjs), so a changed sprite is a new address.
 *
 * Decorative by default: aria-hidden, the surrounding control carries the accessible name.
 */
export const ICON_NAMES = [
  'phone',
  'mail',
  'map-pin',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'arrow-up',
  'menu',
  'close',
  'check',
  'calendar',
  'ambulance',
  'instagram',
  'external-link',
  'headset',
  'briefcase',
  'rupee',
  'search',
  'shield-check',
  'download',
  'cart',
  'link',
  'share',
  'star-solid',
  'whatsapp',
  'x',
  'linkedin',
  'pinterest',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The sprite's address, with the content hash next.config.mjs computes at build time. */
export const ICON_SPRITE = `/ui/icons.svg?v=${process.env.NEXT_PUBLIC_ICON_SPRITE_VERSION ?? 'dev'}`;

export type IconProps = {
  /** Width and height in CSS pixels (icons are square). */
  size?: number;
  className?: string;
  style?: React.CSSProperties;
};

export function Icon({ name, size = 20, ...rest }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
