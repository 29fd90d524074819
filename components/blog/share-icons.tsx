/**
 * Marks of the share targets, from the site's sprite (no remote assets). Decorative: the link
 * around each carries the accessible name.
 */
import { Icon, type IconName } from '@/components/ui/icon';
import type { ShareNetwork } from '@/lib/blog/share-links';

const ICONS: Record<ShareNetwork, IconName> = {
  x: 'x',
  linkedin: 'linkedin',
  pinterest: 'pinterest',
  email: 'mail',
};

export function ShareIcon({ network, size = 18 }: { network: ShareNetwork; size?: number }) {
  return <Icon name={ICONS[network]} size={size} />;
}

/** The share glyph that opens the row: it has no action of its own (spec: 'one further icon'). */
export function ShareGlyph({ size = 18 }: { size?: number }) {
  return <Icon name="share" size={size} />;
}
