import type { ConsultationValues } from '@/lib/leads/callback-schema';
import type { FormBinder } from './deferred-form';
import { FormFrame, useBoundFields } from './form-frame';
import { InputField } from './form-field';

type Props = {
  bind: FormBinder<keyof ConsultationValues>;
};

/**
 * The markup of the /doctors consultation form, drawn the same before its script loads
 * (components/forms/deferred-form.tsx) and after (consultation-form.tsx). /doctors puts it in
 * its own card under its own heading.
 */
export function ConsultationFormView({ bind }: Props) {
  const field = useBoundFields(bind, 'inline');
  return (
    <FormFrame
      onSubmit={bind.onSubmit}
      action={bind.action}
      label="Request a consultation"
      busy={bind.submitting}
      busyText="Submitting..."
      submitText="Get Consultation"
    >
      <InputField label="Patient Name" autoComplete="name" required {...field('patient_name')} />
      <InputField
        label="Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        {...field('contact_number')}
      />
      <InputField label="Location" autoComplete="address-level2" required {...field('address')} />
      <InputField label="Disease" required {...field('disease')} />
    </FormFrame>
  );
}
