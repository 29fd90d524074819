'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScheduleDay, ScheduleFees, ScheduleResponse } from '@/lib/booking/slots';

export type ScheduleState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; days: ScheduleDay[]; fees: ScheduleFees | null };

type Loaded = { days: ScheduleDay[]; fees: ScheduleFees | null };

/** GET /api/doctorschedule/{id}; an unknown doctor has no schedule (the 'Doctor Unavailable' panel). */
async function fetchSchedule(doctorId: number): Promise<Loaded | null> {
  try {
    const response = await fetch(`/api/doctorschedule/${doctorId}`, { cache: 'no-store' });
    if (response.status === 404) return { days: [], fees: null };
    if (!response.ok) return null;
    const body = (await response.json()) as ScheduleResponse;
    return { days: body.data?.[0]?.schedules ?? [], fees: body.data?.[0]?.fees ?? null };
  } catch {
    return null;
  }
}

/**
 * A doctor's live schedule. `refresh` reloads it in place (the picker does so on every date
 * change) without going back to the loading state; a failed refresh keeps what is shown.
 */
export function useDoctorSchedule(doctorId: number) {
  const [state, setState] = useState<ScheduleState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(() => {
    const call = ++latest.current;
    return fetchSchedule(doctorId).then((loaded) => {
      // Only the newest answer counts, so a slow early reply never overwrites a fresh one.
      if (call !== latest.current) return;
      setState((previous) =>
        loaded
          ? { status: 'ready', ...loaded }
          : previous.status === 'ready'
            ? previous
            : { status: 'error' },
      );
    });
  }, [doctorId]);

  useEffect(() => {
    const call = ++latest.current;
    fetchSchedule(doctorId).then((loaded) => {
      if (call === latest.current) {
        setState(loaded ? { status: 'ready', ...loaded } : { status: 'error' });
      }
    });
    return () => {
      latest.current += 1;
    };
  }, [doctorId]);

  return { state, refresh: load };
}
