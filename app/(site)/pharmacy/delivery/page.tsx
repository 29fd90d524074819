import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { KeepPincode } from '@/components/pharmacy/delivery-answer';
import { DeliveryNote, PincodeForm } from '@/components/pharmacy/pincode-form';
import { DELIVERY_CHECK_PATH } from '@/components/pharmacy/search-paths';
import type { DeliveryCheck } from '@/components/pharmacy/use-delivery-area';
import listing from '@/components/pharmacy/category-listing.module.css';
import { getDb } from '@/lib/db';
import { deliveryBy, PINCODE_PATTERN } from '@/lib/pharmacy/delivery-area';
import { checkPincode } from '@/lib/pharmacy/delivery-area-reads';
import { pincodeVerdict } from '@/lib/pharmacy/pincode-verdict';
import { buildMetadata } from '@/lib/seo/metadata';
import { indiaToday } from '@/lib/time/india';

type Props = { searchParams: Promise<{ pincode?: string | string[]; back?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** A page of the pharmacy to go back to (the medicine the box was on), else the pharmacy. */
const PHARMACY_PAGE = /^\/pharmacy(\/[A-Za-z0-9._~%-]{1,200})?$/;

export const metadata: Metadata = buildMetadata({
  title: 'Delivery pincode',
  description: 'Whether Saithunga Pharmacy delivers to a pincode, by when and for what fee.',
  path: DELIVERY_CHECK_PATH,
  noindex: true,
});

async function deliveryCheck(pincode: string): Promise<DeliveryCheck> {
  if (!pincode) return { state: 'none' };
  if (!PINCODE_PATTERN.test(pincode)) return { state: 'invalid', pincode };
  const area = await checkPincode(await getDb(), pincode);
  if (!area) return { state: 'not-served', pincode };
  return {
    state: 'served',
    pincode,
    area: area.area,
    feePaise: area.feePaise,
    deliveryBy: deliveryBy(area, indiaToday()),
  };
}

/**
 * /pharmacy/delivery?pincode=&back= : the medicine page's pincode box sent before its script ran
 * (or without script). Says what the box would have said (lib/pharmacy/pincode-verdict.ts), with
 * the delivery note for a served pincode, and links back; the medicine page itself stays cached.
 */
export default async function DeliveryCheckPage({ searchParams }: Props) {
  const params = await searchParams;
  const pincode = one(params.pincode).trim().slice(0, 10);
  const back = PHARMACY_PAGE.test(one(params.back)) ? one(params.back) : '/pharmacy';
  const check = await deliveryCheck(pincode);
  const verdict = pincodeVerdict(pincode, check, '');
  return (
    <div className={`container ${listing.page}`}>
      <Breadcrumbs
        items={[
          { name: 'Home', href: '/' },
          { name: 'Pharmacy', href: '/pharmacy' },
          { name: 'Delivery pincode', href: DELIVERY_CHECK_PATH },
        ]}
      />
      <h1 className={listing.title}>Delivery pincode</h1>
      <p role={verdict.ok ? 'status' : 'alert'} data-testid="pincode-answer">
        {verdict.ok ? <DeliveryNote check={check} /> : verdict.message}
      </p>
      <KeepPincode pincode={pincode} />
      <div style={{ maxWidth: '24rem', margin: 'var(--space-4) 0' }}>
        <PincodeForm back={back} />
      </div>
      <p>
        <Link href={back}>
          {back === '/pharmacy' ? 'Back to the pharmacy' : 'Back to the medicine'}
        </Link>
      </p>
    </div>
  );
}
