import type { Metadata } from 'next';
import { editTreatmentAction } from '@/app/staff/(console)/actions';
import { TREATMENT_FIELDS } from '@/components/staff/content-fields';
import { ReplacePicture, TextFields } from '@/components/staff/fields';
import { PublishedEditPage } from '@/components/staff/record-page';
import { getTreatmentForEdit } from '@/lib/departments/staff-treatments';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Edit treatment' };

export default async function EditTreatmentPage({ params }: RecordPageProps) {
  const treatment = await requireRecord('content', params, getTreatmentForEdit);
  return (
    <PublishedEditPage
      record={treatment}
      back={{ href: '/staff/treatments', label: 'Treatments' }}
      title={`Edit ${treatment.name}`}
      publicPath={`/treatment/${treatment.slug}`}
      label="Treatment text"
      action={editTreatmentAction}
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
      <ReplacePicture id="treatment-image" src={treatment.image} name={treatment.name} />
    </PublishedEditPage>
  );
}
