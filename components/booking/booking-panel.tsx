'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { doctorUnavailableMessage, withDoctorTitle } from '@/lib/booking/labels';
import { saveSelection } from '@/lib/booking/selection';
import {
  availableCount,
  clampWindowStart,
  findSlot,
  firstOpenDay,
  isSlotUnavailable,
  slotModeOf,
  upcomingDays,
  type PickerSnapshot,
  type ScheduleSlot,
  windowStartShowing,
} from '@/lib/booking/slots';
import { DEFAULT_CONSULT_MODE, modesOfSlot, type ConsultMode } from '@/lib/consult/modes';
import styles from './booking-panel.module.css';
import { ModeChoice } from './mode-choice';
import { DateTabs } from './date-tabs';
import { SlotGroups } from './slot-groups';
import { useDoctorSchedule } from './use-doctor-schedule';
import { useIndiaNow, useTabsPerView } from './use-picker-env';

export type BookingPanelProps = {
  doctorId: number;
  doctorName: string;
  /**
   * Level of the 'Doctor Unavailable' heading. 2 by default: a level 2 heading never skips a
   * level, whether the panel sits under a page's h1 or inside a card with an h3.
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * What the button under a chosen time does, instead of 'Add Appointment' (which keeps the
   * choice for the checkout): moving a booking on /appointment/manage.
   */
  choose?: { label: string; busy: boolean; onChoose: (choice: ChosenSlot) => void };
  /**
   * A booking being moved keeps its mode (issue 47): only times open to it can be chosen, and no
   * mode choice is offered.
   */
  keepMode?: ConsultMode;
  /**
   * The first days as a cached page drew them (a doctor's profile): the picker is in the page's
   * HTML, its taps kept until it hydrates, and the live schedule replaces them once fetched.
   */
  snapshot?: PickerSnapshot;
};

export type ChosenSlot = { slotId: number; date: string; time: string };

/** The spec's loading indicator on each date change lasts one second. */
const DATE_CHANGE_MS = 1000;

/**
 * The inline date-and-slot picker of doctor cards and the doctor profile. Availability is live
 * (GET /api/doctorschedule/{id}, refreshed on every date change); 'Add Appointment' keeps the
 * choice (ids, date, time: nothing personal) in browser storage for /addtocart/appointment.
 */
export function BookingPanel({
  doctorId,
  doctorName,
  headingLevel = 2,
  choose,
  keepMode,
  snapshot,
}: BookingPanelProps) {
  const Heading = `h${headingLevel}` as 'h2';
  const idBase = useId();
  const router = useRouter();
  const { state, refresh } = useDoctorSchedule(doctorId, snapshot);
  const now = useIndiaNow(snapshot?.now);
  const perView = useTabsPerView();
  // null until a date is chosen: the first date with a free time.
  const [selected, setSelected] = useState<number | null>(null);
  const [windowStart, setWindowStart] = useState<number | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [mode, setMode] = useState<ConsultMode>(keepMode ?? DEFAULT_CONSULT_MODE);
  const [switching, setSwitching] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const title = withDoctorTitle(doctorName);
  if (state.status === 'loading') {
    return (
      <section
        className={styles.panel}
        aria-label={`Book an appointment with ${title}`}
        aria-busy="true"
      >
        <p role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" /> Please Wait...
        </p>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className={styles.panel} aria-label={`Book an appointment with ${title}`}>
        <p role="alert">The schedule could not be loaded.</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void refresh()}>
          Try again
        </button>
      </section>
    );
  }

  const days = upcomingDays(state.days, now);
  const fees = state.fees;
  // The modes a slot offers that the doctor still has a fee for; a move needs its own mode.
  const offeredBy = (slot: ScheduleSlot): ConsultMode[] =>
    modesOfSlot(slotModeOf(slot)).filter(
      (m) => (m === 'clinic' || fees?.video != null) && (!keepMode || m === keepMode),
    );
  const refuses = (slot: ScheduleSlot) => offeredBy(slot).length === 0;
  if (days.length === 0) {
    return (
      <section
        className={`${styles.panel} ${styles.unavailable}`}
        aria-labelledby={`${idBase}-none`}
      >
        <Heading id={`${idBase}-none`} className={styles.heading}>
          Doctor Unavailable
        </Heading>
        <p>{doctorUnavailableMessage(doctorName)}</p>
      </section>
    );
  }

  const current = Math.min(selected ?? firstOpenDay(days, now), days.length - 1);
  const start = clampWindowStart(
    windowStart ?? windowStartShowing(current, 0, days.length, perView),
    days.length,
    perView,
  );
  const day = days[current];
  const found = slotId ? findSlot(day, slotId) : undefined;
  // A chosen slot someone else takes meanwhile stops being a choice.
  const chosen =
    found && !isSlotUnavailable(day.date, found, now) && !refuses(found) ? found : undefined;
  const offered = chosen ? offeredBy(chosen) : [];
  const chosenMode = offered.includes(mode) ? mode : (offered[0] ?? DEFAULT_CONSULT_MODE);
  const tabVisible = current >= start && current < start + perView;

  function selectDate(index: number) {
    setSelected(index);
    setWindowStart(windowStartShowing(index, start, days.length, perView));
    setSlotId(null);
    setSwitching(true);
    void refresh();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSwitching(false), DATE_CHANGE_MS);
  }

  /** A time chosen on its own date (a tap kept before hydration may come after a date's). */
  function chooseSlot(date: string, id: string) {
    const index = days.findIndex((d) => d.date === date);
    if (index < 0) return;
    setSelected(index);
    setWindowStart(windowStartShowing(index, start, days.length, perView));
    setSlotId(id);
    // In-clinic is chosen first whenever the slot offers it.
    if (!keepMode) setMode(DEFAULT_CONSULT_MODE);
  }

  function addAppointment() {
    if (!chosen) return;
    if (choose) {
      choose.onChoose({ slotId: Number(chosen._id), date: day.date, time: chosen.time });
      return;
    }
    saveSelection(window.localStorage, {
      doctorId,
      date: day.date,
      slotId: Number(chosen._id),
      time: chosen.time,
      mode: chosenMode,
    });
    router.push('/addtocart/appointment');
  }

  return (
    // Named as in its loading and error states, so assistive technology meets one region.
    <section className={styles.panel} aria-label={`Book an appointment with ${title}`}>
      <p id={`${idBase}-title`} className={styles.heading}>
        Choose a date and time
      </p>
      <DateTabs
        idBase={idBase}
        days={days}
        now={now}
        selected={current}
        windowStart={start}
        perView={perView}
        onSelect={selectDate}
        onMoveWindow={(next) => setWindowStart(clampWindowStart(next, days.length, perView))}
      />
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        // The selected tab may be scrolled out of view by the arrows; then the panel names itself.
        aria-labelledby={tabVisible ? `${idBase}-tab-${current}` : undefined}
        aria-label={tabVisible ? undefined : `Slots on ${day.date}`}
        className={styles.tabPanel}
      >
        {switching ? (
          <p role="status" className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" /> Please Wait...
          </p>
        ) : (
          <>
            <p className={styles.total}>{availableCount(day, now)} Total Slots available</p>
            <SlotGroups
              idBase={idBase}
              day={day}
              now={now}
              chosen={chosen?._id ?? null}
              refuses={refuses}
              onChoose={(id) => chooseSlot(day.date, id)}
            />
          </>
        )}
      </div>
      {chosen && !switching && fees && !keepMode ? (
        <ModeChoice
          idBase={idBase}
          offered={offered}
          fees={fees}
          mode={chosenMode}
          onChange={setMode}
        />
      ) : null}
      {chosen && !switching ? (
        <div className={styles.footer}>
          <p className={styles.choice} aria-live="polite">
            Selected: <strong>{chosen.time}</strong>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={addAppointment}
            disabled={choose?.busy}
          >
            {choose?.label ?? 'Add Appointment'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
