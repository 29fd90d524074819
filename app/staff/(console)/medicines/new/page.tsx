import type { Metadata } from 'next';
import { createMedicineAction } from '@/app/staff/(console)/actions';
import {
  CHOICES,
  MEDICINE_LABEL_FIELDS,
  MEDICINE_SCHEDULES,
  MEDICINE_TELEMEDICINE_LISTS,
  MEDICINE_TEXT_FIELDS,
} from '@/components/staff/content-fields';
import { ChoiceField, ImageField, TextField, TextFields } from '@/components/staff/fields';
import { RecordFormPage } from '@/components/staff/record-page';
import { getDb } from '@/lib/db';
import { MEDICINE_STOCK_MAX } from '@/lib/pharmacy/staff-medicine-actions';
import { listMedicineChoices } from '@/lib/pharmacy/staff-medicines';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Add a medicine' };

export default async function NewMedicinePage() {
  await requireStaff('pharmacy_orders');
  const { categories, brands } = await listMedicineChoices(await getDb());
  return (
    <RecordFormPage
      back={{ href: '/staff/medicines', label: 'Medicines and stock' }}
      title="Add a medicine"
      intro="Its page's address is made from its name (/pharmacy/name-in-lower-case). It is offered for sale once 'Offered for sale' is ticked and units are on hand."
      label="New medicine"
      action={createMedicineAction}
      submit="Add medicine"
    >
      <TextField
        idPrefix="med"
        spec={{ name: 'name', label: 'Name (such as Dolo 650 mg Tablet)', max: 200 }}
      />
      <div className={styles.row}>
        <ChoiceField id="med-category" spec={CHOICES.medicineCategory} choices={categories} />
        <ChoiceField id="med-brand" spec={CHOICES.medicineBrand} choices={brands} />
      </div>
      <ChoiceField id="med-schedule" spec={CHOICES.schedule} options={MEDICINE_SCHEDULES} />
      <ChoiceField
        id="med-telemedicine-list"
        spec={CHOICES.telemedicineList}
        options={MEDICINE_TELEMEDICINE_LISTS}
        value="A"
      />
      <div className={styles.row}>
        <TextField idPrefix="med" spec={{ name: 'price', label: 'Price (₹)', max: 10 }} />
        <TextField idPrefix="med" spec={{ name: 'mrp', label: 'MRP (₹)', max: 10 }} />
        <TextField
          idPrefix="med"
          spec={{ name: 'stock', label: 'Units on hand', type: 'number' }}
          value={0}
        />
      </div>
      <p className={styles.hint}>At most {MEDICINE_STOCK_MAX} units.</p>
      <label>
        <input type="checkbox" name="available" value="true" /> Offered for sale
      </label>
      <TextFields
        idPrefix="med"
        specs={MEDICINE_LABEL_FIELDS}
        values={{ country_of_origin: 'India' }}
      />
      <TextFields idPrefix="med" specs={MEDICINE_TEXT_FIELDS} />
      <ImageField id="med-image" label="Pack photo (optional; JPEG, PNG or WebP, at most 5 MB)" />
    </RecordFormPage>
  );
}
