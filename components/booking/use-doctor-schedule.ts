'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickerSchedule, ScheduleResponse } from '@/lib/booking/slots';

export type ScheduleState =
  { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & PickerSchedule);

/** GET /api/doctorschedule/{id}; an unknown doctor has no schedule (the 'Doctor Unavailable' panel). */
async function fetchSchedule(doctorId: number): Promise<PickerSchedule | null> {
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

/** A load's answer: the days it brought, else what was shown, else the error. */
function settled(previous: ScheduleState, loaded: PickerSchedule | null): ScheduleState {
  if (loaded) return { status: 'ready', ...loaded };
  return previous.status === 'ready' ? previous : { status: 'error' };
}

/**
 * A doctor's live schedule. `refresh` reloads it in place (the picker does so on every date
 * change) without going back to the loading state; a failed refresh keeps what is shown. With
 * `initial` (the days a cached page was drawn with) it starts ready with those, and the live
 * schedule replaces them as soon as it arrives; a failed first load then keeps them.
 */
export function useDoctorSchedule(doctorId: number, initial?: PickerSchedule) {
  const [state, setState] = useState<ScheduleState>(
    initial ? { status: 'ready', ...initial } : { status: 'loading' },
  );
  const latest = useRef(0);

  const load = useCallback(() => {
    const call = ++latest.current;
    return fetchSchedule(doctorId).then((loaded) => {
      // Only the newest answer counts, so a slow early reply never overwrites a fresh one.
      if (call === latest.current) setState((previous) => settled(previous, loaded));
    });
  }, [doctorId]);

  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return { state, refresh: load };
}
