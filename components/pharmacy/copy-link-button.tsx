'use client';

import { toast } from '@/components/layout/toast';
import styles from './copy-link-button.module.css';

/** Copies the page address; a clipboard failure is only logged (pharmacy.md section 8). */
export function CopyLinkButton() {
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('URL copied to clipboard!');
    } catch (error) {
      console.error('could not copy the link', error);
    }
  }
  return (
    <button type="button" className={styles.button} onClick={copy}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </svg>
      Copy link
    </button>
  );
}
