import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { editMedicineAction } from '@/app/staff/(console)/actions';
import { MEDICINE_SCHEDULES } from '@/components/staff/content-fields';
import { ChoiceField, ImageField, TextField } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { MEDICINE_STOCK_MAX, NO_MEDICINE_IMAGE } from '@/lib/pharmacy/staff-medicine-actions';
import { getMedicineForEdit } from '@/lib/pharmacy/staff-medicines';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Edit medicine' };

export default async function EditMedicinePage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('pharmacy_orders');
  const id = parseId((await params).id);
  if (!id) notFound();
  const medicine = await getMedicineForEdit(await getDb(), id);
  if (!medicine) notFound();
  return (
    <>
      <Link href="/staff/medicines" className={styles.back}>
        ← Medicines and stock
      </Link>
      <h1 className={styles.title}>{medicine.name}</h1>
      <p>
        Public page:{' '}
        <a href={`/pharmacy/${medicine.slug}`} target="_blank" rel="noopener">
          /pharmacy/{medicine.slug}
        </a>
      </p>
      <section className={styles.panel} aria-label="Price, stock and label">
        <StaffForm action={editMedicineAction} submit="Save">
          <input type="hidden" name="id" value={medicine.id} />
          <input type="hidden" name="stock_seen" value={medicine.stock} />
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="med-price">Price (₹)</label>
              <input
                id="med-price"
                name="price"
                inputMode="decimal"
                defaultValue={(medicine.pricePaise / 100).toFixed(2)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="med-mrp">MRP (₹)</label>
              <input
                id="med-mrp"
                name="mrp"
                inputMode="decimal"
                defaultValue={(medicine.mrpPaise / 100).toFixed(2)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="med-stock">Units on hand</label>
              <input
                id="med-stock"
                name="stock"
                type="number"
                min={0}
                max={MEDICINE_STOCK_MAX}
                step={1}
                defaultValue={medicine.stock}
              />
            </div>
          </div>
          <div className={styles.row}>
            <ChoiceField
              id="med-schedule"
              name="schedule"
              label="Schedule (Drugs and Cosmetics Rules)"
              prompt="Choose the schedule"
              options={MEDICINE_SCHEDULES}
              value={medicine.schedule}
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
        </StaffForm>
      </section>
    </>
  );
}
