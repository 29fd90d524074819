import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import {
  addLeaveAction,
  changeFeeAction,
  removeLeaveAction,
  saveVideoSettingsAction,
  setSlotModesAction,
} from '@/app/staff/(console)/actions';
import { VideoSettingsPanels } from '@/components/staff/video-settings-panels';
import { ChoiceField, DayRangeFields } from '@/components/staff/fields';
import { FormPanel } from '@/components/staff/form-panel';
import { LabelledInput } from '@/components/staff/labelled-input';
import { StaffForm } from '@/components/staff/staff-form';
import { currentLeaves, staffPickers } from '@/lib/booking/staff-appointments';
import { getDb } from '@/lib/db';
import { formatInr } from '@/lib/money';
import { requireStaff } from '@/lib/staff/current';
import { indiaToday, toDdMmYyyy } from '@/lib/time/india';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Doctor leave and fees' };

/** The doctor a leave or a fee is for. */
const DOCTOR_CHOICE = { name: 'doctor_id', label: 'Doctor', prompt: 'Choose a doctor' };

/** The desk marks doctors on leave (with the bookings that then need moving) and sets fees. */
export default async function SchedulesPage() {
  await requireStaff('schedules');
  const db = await getDb();
  const today = indiaToday();
  const [pickers, leaves] = await Promise.all([staffPickers(db), currentLeaves(db, today)]);
  return (
    <>
      <h1 className={styles.title}>Doctor leave and fees</h1>
      <FormPanel id="leave-new" title="Mark a leave" action={addLeaveAction} submit="Save leave">
        <div className={styles.row}>
          <ChoiceField id="leave-doctor" spec={DOCTOR_CHOICE} choices={pickers.doctors} />
          <DayRangeFields idPrefix="leave" today={today} />
          <LabelledInput
            id="leave-reason"
            label="Reason (for the desk)"
            name="reason"
            maxLength={200}
          />
        </div>
      </FormPanel>

      <h2 className={styles.subtitle}>Current and coming leave</h2>
      {leaves.length === 0 ? (
        <p className={styles.empty}>No doctor is on leave from today on.</p>
      ) : (
        leaves.map((leave) => (
          <section
            key={leave.id}
            className={styles.panel}
            aria-label={`Leave of ${leave.doctorName}`}
          >
            <p>
              <strong>{leave.doctorName}</strong>: {toDdMmYyyy(leave.fromDate)} to{' '}
              {toDdMmYyyy(leave.toDate)}
              {leave.reason ? ` (${leave.reason})` : ''}
            </p>
            {leave.affected.length > 0 ? (
              <>
                <p>Confirmed appointments to move or cancel:</p>
                <ul>
                  {leave.affected.map((a) => (
                    <li key={a.id}>
                      <Link href={`/staff/appointments/${a.id}`}>
                        {toDdMmYyyy(a.slotDate)} {a.slotTime}: {a.patientName} ({a.reference})
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>No confirmed appointment falls inside this leave.</p>
            )}
            <StaffForm action={removeLeaveAction} submit="Remove leave" inline>
              <input type="hidden" name="id" value={leave.id} />
            </StaffForm>
          </section>
        ))
      )}

      <FormPanel
        id="fee"
        title="Change a consultation fee"
        intro={
          <p>The new fee applies to bookings made from now on; booked appointments keep theirs.</p>
        }
        action={changeFeeAction}
        submit="Save fee"
      >
        <div className={styles.row}>
          <ChoiceField
            id="fee-doctor"
            spec={DOCTOR_CHOICE}
            options={pickers.doctors.map((d) => ({
              value: d.id,
              label: `${d.name} (now ${formatInr(d.pricePaise)})`,
            }))}
          />
          <LabelledInput
            id="fee-amount"
            label="New fee in rupees"
            name="fee"
            type="number"
            inputMode="numeric"
            min={100}
            max={50000}
            step={1}
          />
        </div>
      </FormPanel>

      <VideoSettingsPanels
        doctors={pickers.doctors}
        today={today}
        saveSettings={saveVideoSettingsAction}
        setModes={setSlotModesAction}
      />
    </>
  );
}
