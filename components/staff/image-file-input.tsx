'use client';

import { useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG } from '@/lib/uploads/image-kinds';
import styles from './staff.module.css';

/**
 * A picture's file input that refuses a file over IMAGE_MAX_BYTES as soon as it is chosen. Sent,
 * a file over the server action's body limit ends the request before any field is read, and the
 * editor would lose the whole form; here the file is taken out and the rest of the form still
 * saves, with the current picture. The server checks the size again.
 */
export function ImageFileInput({ id, name }: { id: string; name: string }) {
  const [refused, setRefused] = useState<string | null>(null);
  const noteId = `${id}-too-big`;
  return (
    <>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={refused ? noteId : undefined}
        aria-invalid={refused ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file && file.size > IMAGE_MAX_BYTES) {
            event.currentTarget.value = '';
            setRefused(`${IMAGE_TOO_BIG}: this one is ${(file.size / 2 ** 20).toFixed(1)} MB.`);
          } else setRefused(null);
        }}
      />
      {refused ? (
        <p id={noteId} role="alert" className={styles.fieldError}>
          {refused}
        </p>
      ) : null}
    </>
  );
}
