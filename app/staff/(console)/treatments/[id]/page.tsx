import type { Metadata } from 'next';
import { editTreatmentAction } from '@/app/staff/(console)/actions';
import { TREATMENT_FIELDS } from '@/components/staff/content-fields';
import { ImageField, NEW_PICTURE_LABEL, TextFields } from '@/components/staff/fields';
import { PublicPage, RecordFormPage } from '@/components/staff/record-page';
import { getTreatmentForEdit } from '@/lib/departments/staff-treatments';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';
import { recordVersion } from '@/lib/staff/record-version';

export const metadata: Metadata = { title: 'Edit treatment' };

export default async function EditTreatmentPage({ params }: RecordPageProps) {
  const treatment = await requireRecord('content', params, getTreatmentForEdit);
  return (
    <RecordFormPage
      back={{ href: '/staff/treatments', label: 'Treatments' }}
      title={`Edit ${treatment.name}`}
      intro={<PublicPage path={`/treatment/${treatment.slug}`} />}
      label="Treatment text"
      action={editTreatmentAction}
      submit="Save and publish"
      hidden={{ id: treatment.id, seen: recordVersion(treatment) }}
    >
      <TextFields
        idPrefix="treatment"
        specs={TREATMENT_FIELDS}
        values={{
          name: treatment.name,
          description: treatment.description,
          meta_name: treatment.metaName,
          meta_description: treatment.metaDescription,
          disease_name: treatment.diseaseName,
          surgery_name: treatment.surgeryName,
          duration: treatment.duration,
          treated_by: treatment.treatedBy,
        }}
      />
      <ImageField
        id="treatment-image"
        label={NEW_PICTURE_LABEL}
        current={{ src: treatment.image, alt: `Current picture of ${treatment.name}` }}
      />
    </RecordFormPage>
  );
}
