'use client';

import { useState, type FormEvent } from 'react';
import type { ConsultSide } from '@/lib/consult/access';
import type { ChatLine } from '@/lib/consult/room';
import styles from './consult.module.css';

/**
 * The room's chat (kept, as the Telemedicine Practice Guidelines ask) and, for the patient, a
 * report to share with the doctor. Messages go out through the room's `send`; a file is posted to
 * the room's files route, checked there by the upload rules.
 */
export function RoomChat({
  base,
  side,
  doctorName,
  chat,
  send,
  onProblem,
}: {
  base: string;
  side: ConsultSide;
  doctorName: string;
  chat: ChatLine[];
  send: (body: Record<string, unknown>) => Promise<boolean>;
  onProblem: (message: string | null) => void;
}) {
  const [draft, setDraft] = useState('');
  const sendChat = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    if (await send({ kind: 'chat', body: draft })) setDraft('');
  };

  const [uploading, setUploading] = useState(false);
  const shareFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setUploading(true);
    try {
      const response = await fetch(`${base}/files`, { method: 'POST', body: new FormData(form) });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        onProblem(answer?.message ?? 'The file could not be shared. Please try again.');
      } else {
        form.reset();
        onProblem(null);
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className={styles.chat} aria-labelledby="chat-title">
      <h2 id="chat-title">Chat</h2>
      <ol className={styles.lines} data-testid="chat-lines">
        {chat.map((line) => (
          <li key={line.id} data-sender={line.sender}>
            <strong>
              {line.sender === side ? 'You' : line.sender === 'doctor' ? doctorName : 'Patient'}:
            </strong>{' '}
            {line.file ? (
              <a href={`${base}/files/${line.file.id}`} target="_blank" rel="noopener">
                {line.file.name}
              </a>
            ) : (
              line.body
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={(event) => void sendChat(event)} className={styles.chatForm}>
        <label htmlFor="chat-message">Message</label>
        <input
          id="chat-message"
          value={draft}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary">
          Send
        </button>
      </form>
      {side === 'patient' ? (
        <form onSubmit={(event) => void shareFile(event)} className={styles.chatForm}>
          <label htmlFor="share-file">Share a report (PDF, JPG or PNG, up to 10 MB)</label>
          <input
            id="share-file"
            name="file"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            required
          />
          <button type="submit" className="btn btn-outline" disabled={uploading}>
            {uploading ? 'Sharing…' : 'Share with the doctor'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
