import type { Metadata } from 'next';
import { editMedicineAction } from '@/app/staff/(console)/actions';
import {
  CHOICES,
  MEDICINE_SCHEDULES,
  MEDICINE_TELEMEDICINE_LISTS,
} from '@/components/staff/content-fields';
import { ChoiceField, ImageField, RupeeField, TextField } from '@/components/staff/fields';
import { LabelledInput } from '@/components/staff/labelled-input';
import { PublicPage, RecordFormPage } from '@/components/staff/record-page';
import { MEDICINE_STOCK_MAX, NO_MEDICINE_IMAGE } from '@/lib/pharmacy/staff-medicine-actions';
import { getMedicineForEdit } from '@/lib/pharmacy/staff-medicines';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Edit medicine' };

export default async function EditMedicinePage({ params }: RecordPageProps) {
  const medicine = await requireRecord('pharmacy_orders', params, getMedicineForEdit);
  return (
    <RecordFormPage
      back={{ href: '/staff/medicines', label: 'Medicines and stock' }}
      title={medicine.name}
      intro={<PublicPage path={`/pharmacy/${medicine.slug}`} />}
      label="Price, stock and label"
      action={editMedicineAction}
      submit="Save"
      hidden={{ id: medicine.id, stock_seen: medicine.stock }}
    >
      <div className={styles.row}>
        <RupeeField id="med-price" name="price" label="Price (₹)" paise={medicine.pricePaise} />
        <RupeeField id="med-mrp" name="mrp" label="MRP (₹)" paise={medicine.mrpPaise} />
        <LabelledInput
          id="med-stock"
          label="Units on hand"
          name="stock"
          type="number"
          min={0}
          max={MEDICINE_STOCK_MAX}
          step={1}
          defaultValue={medicine.stock}
        />
      </div>
      <div className={styles.row}>
        <ChoiceField
          id="med-schedule"
          spec={CHOICES.schedule}
          options={MEDICINE_SCHEDULES}
          value={medicine.schedule}
        />
        <ChoiceField
          id="med-telemedicine-list"
          spec={CHOICES.telemedicineList}
          options={MEDICINE_TELEMEDICINE_LISTS}
          value={medicine.telemedicineList}
        />
        <TextField
          idPrefix="med"
          spec={{ name: 'expiry_date', label: 'Expiry date of the stock', type: 'date' }}
          value={medicine.expiryDate}
        />
      </div>
      <ImageField
        id="med-image"
        label="New main picture (optional; JPEG, PNG or WebP, at most 5 MB)"
        current={{
          src: medicine.images[0] ?? NO_MEDICINE_IMAGE,
          alt: `Current picture of ${medicine.name}`,
        }}
      />
      <div className={styles.field}>
        <label>
          <input
            type="checkbox"
            name="available"
            value="true"
            defaultChecked={medicine.available}
          />{' '}
          Offered for sale
        </label>
      </div>
    </RecordFormPage>
  );
}
