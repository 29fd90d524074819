import type { ReactNode } from 'react';
import styles from './order-documents.module.css';

/**
 * What a document action in the account answered (a reorder, an e-prescription's carts): one
 * polite live region, a sentence, the lines left out, and anything the action adds after them.
 */
export function ActionNote({
  note,
  children,
}: {
  note: { text: string; list: readonly string[] } | null;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className={styles.note}>
      {note && (
        <>
          <p>{note.text}</p>
          {note.list.length > 0 && (
            <ul>
              {note.list.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {children}
        </>
      )}
    </div>
  );
}
