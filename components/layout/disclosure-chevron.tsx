import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './disclosure-chevron.module.css';

/**
 * The down arrow of a disclosure button (the Departments menu, the branch chooser, the mobile
 * menu's accordion): it turns over while its panel is open.
 */
export function DisclosureChevron({ open, size }: { open: boolean; size: number }) {
  return <ChevronDownIcon size={size} className={open ? styles.chevronOpen : styles.chevron} />;
}
