'use client';

import { toast } from '@/components/layout/toast';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './copy-link-button.module.css';

/** Copies the page address; a clipboard failure is only logged (pharmacy.md section 8). */
export function CopyLinkButton() {
  // Copying needs the script: until it runs the button says it is not ready.
  const ready = useHydrated();
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('URL copied to clipboard!');
    } catch (error) {
      console.error('could not copy the link', error);
    }
  }
  return (
    <button type="button" className={styles.button} onClick={copy} disabled={!ready}>
      <Icon name="link" size={18} />
      Copy link
    </button>
  );
}
