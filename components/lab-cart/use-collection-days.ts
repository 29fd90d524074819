'use client';

import { useEffect, useState } from 'react';

/** GET /api/lab/collection's windows: 'time' is 'HH:MM', 'left' the places still free. */
export type CollectionWindow = { time: string; label: string; left: number; open: boolean };
export type CollectionDay = { date: string; windows: CollectionWindow[] };

/** What the browser knows of a pincode's home collection: the server's answer, once it came. */
export type CollectionCheck =
  | { state: 'none' }
  | { state: 'checking'; pincode: string }
  | { state: 'served'; pincode: string; area: string; days: CollectionDay[] }
  | { state: 'not-served'; pincode: string; message: string }
  /** The answer could not be had (offline, server down): the visitor may try again. */
  | { state: 'unknown'; pincode: string; message?: string };

type Answer = Exclude<CollectionCheck, { state: 'none' } | { state: 'checking' }>;

type Body = {
  message?: string;
  errors?: Record<string, string>;
  data?: {
    serviceable: boolean;
    area?: string;
    message?: string;
    days?: CollectionDay[];
  };
};

async function ask(pincode: string, signal: AbortSignal): Promise<Answer> {
  try {
    const response = await fetch(`/api/lab/collection?pincode=${pincode}`, {
      signal,
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => ({}))) as Body;
    if (!response.ok || !body.data) {
      return { state: 'unknown', pincode, message: body.errors?.pincode ?? body.message };
    }
    const { data } = body;
    return data.serviceable
      ? { state: 'served', pincode, area: data.area ?? '', days: data.days ?? [] }
      : { state: 'not-served', pincode, message: data.message ?? '' };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'unknown', pincode };
  }
}

/**
 * Whether samples are collected at `pincode`, and its seven days of windows with the places left
 * (GET /api/lab/collection). Asked afresh for every pincode and on `refresh` (places are taken
 * all the time), never for a value that is not six digits.
 */
export function useCollectionDays(pincode: string): {
  check: CollectionCheck;
  refresh(): void;
} {
  const wanted = pincode.trim();
  const valid = /^\d{6}$/.test(wanted);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    ask(wanted, controller.signal).then(setAnswer, () => {});
    return () => controller.abort();
  }, [wanted, valid, asked]);

  const refresh = () => setAsked((n) => n + 1);
  if (!valid) return { check: { state: 'none' }, refresh };
  if (answer?.pincode !== wanted) return { check: { state: 'checking', pincode: wanted }, refresh };
  return { check: answer, refresh };
}
