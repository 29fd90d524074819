import { ChoiceField, DayRangeFields } from './fields';
import { FormPanel } from './form-panel';
import { ImageFileInput } from './image-file-input';
import { LabelledInput } from './labelled-input';
import type { StaffForm } from './staff-form';
import type { ComponentProps } from 'react';
import { SLOT_MODES } from '@/lib/consult/modes';
import { SLOT_MODE_LABELS } from '@/lib/consult/schedule-modes';
import { formatInr } from '@/lib/money';
import styles from './staff.module.css';

type Action = ComponentProps<typeof StaffForm>['action'];
type DoctorChoice = { id: number; name: string; videoPricePaise: number | null };

const DOCTOR = { name: 'doctor_id', label: 'Doctor', prompt: 'Choose a doctor' };

/**
 * The schedules page's video panels (issue 47): a doctor's video fee, registration number and
 * signature; and the mode of her times over a range of days.
 */
export function VideoSettingsPanels({
  doctors,
  today,
  saveSettings,
  setModes,
}: {
  doctors: DoctorChoice[];
  today: string;
  saveSettings: Action;
  setModes: Action;
}) {
  const options = doctors.map((d) => ({
    value: d.id,
    label: `${d.name} (${d.videoPricePaise === null ? 'no video' : `video ${formatInr(d.videoPricePaise)}`})`,
  }));
  return (
    <>
      <FormPanel
        id="video"
        title="Video consultations and e-prescriptions"
        intro={
          <p className={styles.hint}>
            Leave the video fee empty for a doctor who sees patients in the clinic only. The
            registration number and the signature (PNG, JPEG or WebP, at most 512 KB) are printed on
            her e-prescriptions; the signature stays as it is when none is chosen.
          </p>
        }
        action={saveSettings}
        submit="Save video settings"
      >
        <div className={styles.row}>
          <ChoiceField id="video-doctor" spec={DOCTOR} options={options} />
          <LabelledInput
            id="video-fee"
            label="Video fee in rupees"
            name="video_fee"
            type="number"
            inputMode="numeric"
            min={100}
            max={50000}
            step={1}
          />
          <LabelledInput
            id="video-registration"
            label="Registration number"
            name="registration"
            maxLength={60}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="video-signature">Signature image</label>
          <ImageFileInput id="video-signature" name="signature" />
        </div>
      </FormPanel>

      <FormPanel
        id="slot-modes"
        title="In clinic or by video"
        intro={
          <p className={styles.hint}>
            Marks the doctor&apos;s times on these days. A time already booked keeps what its
            booking needs.
          </p>
        }
        action={setModes}
        submit="Mark these times"
      >
        <div className={styles.row}>
          <ChoiceField id="modes-doctor" spec={DOCTOR} options={options} />
          <DayRangeFields idPrefix="modes" today={today} />
          <ChoiceField
            id="modes-period"
            spec={{ name: 'period', label: 'Times', prompt: 'Choose the times' }}
            value="all"
            options={[
              { value: 'all', label: 'The whole day' },
              { value: 'morning', label: 'Morning' },
              { value: 'afternoon', label: 'Afternoon' },
              { value: 'evening', label: 'Evening' },
            ]}
          />
          <ChoiceField
            id="modes-mode"
            spec={{ name: 'mode', label: 'Held', prompt: 'Choose how' }}
            options={SLOT_MODES.map((m) => ({ value: m, label: SLOT_MODE_LABELS[m] }))}
          />
        </div>
      </FormPanel>
    </>
  );
}
