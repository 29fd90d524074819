import type { Metadata } from 'next';
import { createCouponAction, updateCouponAction } from '@/app/staff/(console)/actions';
import { ListTable } from '@/components/staff/list-parts';
import { FormPanel } from '@/components/staff/form-panel';
import { LabelledInput } from '@/components/staff/labelled-input';
import { StaffForm } from '@/components/staff/staff-form';
import { getDb } from '@/lib/db';
import { listCoupons } from '@/lib/pharmacy/staff-coupons';
import { requireStaff } from '@/lib/staff/current';
import { indiaToday } from '@/lib/time/india';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Coupons' };

/** The India day of an instant; the last day of a window that ends at `until`. */
const day = (instant: Date | null) => (instant ? indiaToday(instant) : '');
const lastDay = (until: Date | null) => (until ? indiaToday(new Date(until.getTime() - 1)) : '');

function WindowFields({ id, from, until }: { id: string; from: string; until: string }) {
  return (
    <>
      <label className="visually-hidden" htmlFor={`${id}-from`}>
        First day
      </label>
      <input id={`${id}-from`} name="valid_from" type="date" defaultValue={from} />
      <label className="visually-hidden" htmlFor={`${id}-until`}>
        Last day
      </label>
      <input id={`${id}-until`} name="valid_until" type="date" defaultValue={until} />
    </>
  );
}

/** The editor's coupons: discount, the India days they work on, and their switch. */
export default async function CouponsPage() {
  await requireStaff('content');
  const rows = await listCoupons(await getDb());
  return (
    <>
      <h1 className={styles.title}>Coupons</h1>
      <p>
        A coupon works from the start of its first day to the end of its last day (India time);
        leave a day empty for no limit.
      </p>
      <ListTable
        label="Coupons"
        rows={rows}
        rowKey={(coupon) => coupon.id}
        columns={[
          { heading: 'Code', cell: (coupon) => coupon.code },
          {
            heading: 'Discount, first and last day, active',
            cell: (coupon) => (
              <StaffForm action={updateCouponAction} submit="Save" inline>
                <input type="hidden" name="id" value={coupon.id} />
                <label className="visually-hidden" htmlFor={`c${coupon.id}-pct`}>
                  Discount of {coupon.code} in percent
                </label>
                <input
                  id={`c${coupon.id}-pct`}
                  name="percentage"
                  type="number"
                  min={1}
                  max={90}
                  defaultValue={coupon.percentage}
                />
                %
                <WindowFields
                  id={`c${coupon.id}`}
                  from={day(coupon.validFrom)}
                  until={lastDay(coupon.validUntil)}
                />
                <label>
                  <input
                    type="checkbox"
                    name="active"
                    value="true"
                    defaultChecked={coupon.active}
                  />{' '}
                  Active
                </label>
              </StaffForm>
            ),
          },
        ]}
      />
      <FormPanel
        id="coupon-new"
        title="Add a coupon"
        action={createCouponAction}
        submit="Add coupon"
      >
        <div className={styles.row}>
          <LabelledInput
            id="coupon-code"
            label="Code"
            name="code"
            maxLength={20}
            autoComplete="off"
          />
          <LabelledInput
            id="coupon-pct"
            label="Discount (%)"
            name="percentage"
            type="number"
            min={1}
            max={90}
          />
          <LabelledInput id="coupon-from" label="First day" name="valid_from" type="date" />
          <LabelledInput id="coupon-until" label="Last day" name="valid_until" type="date" />
        </div>
        <label>
          <input type="checkbox" name="active" value="true" defaultChecked /> Active
        </label>
      </FormPanel>
    </>
  );
}
