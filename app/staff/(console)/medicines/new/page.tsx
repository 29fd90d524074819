import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { createMedicineAction } from '@/app/staff/(console)/actions';
import {
  MEDICINE_LABEL_FIELDS,
  MEDICINE_SCHEDULES,
  MEDICINE_TEXT_FIELDS,
} from '@/components/staff/content-fields';
import { ChoiceField, ImageField, TextField, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
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
    <>
      <Link href="/staff/medicines" className={styles.back}>
        ← Medicines and stock
      </Link>
      <h1 className={styles.title}>Add a medicine</h1>
      <p>
        Its page&apos;s address is made from its name (/pharmacy/name-in-lower-case). It is offered
        for sale once &apos;Offered for sale&apos; is ticked and units are on hand.
      </p>
      <section className={styles.panel} aria-label="New medicine">
        <StaffForm action={createMedicineAction} submit="Add medicine">
          <TextField
            idPrefix="med"
            spec={{ name: 'name', label: 'Name (such as Dolo 650 mg Tablet)', max: 200 }}
          />
          <div className={styles.row}>
            <ChoiceField
              id="med-category"
              name="category_id"
              label="Category"
              prompt="Choose a category"
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
            />
            <ChoiceField
              id="med-brand"
              name="brand_id"
              label="Brand"
              prompt="Choose a brand"
              options={brands.map((b) => ({ value: b.id, label: b.name }))}
            />
          </div>
          <ChoiceField
            id="med-schedule"
            name="schedule"
            label="Schedule (Drugs and Cosmetics Rules)"
            prompt="Choose the schedule"
            options={MEDICINE_SCHEDULES}
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
          <ImageField
            id="med-image"
            label="Pack photo (optional; JPEG, PNG or WebP, at most 5 MB)"
          />
        </StaffForm>
      </section>
    </>
  );
}
