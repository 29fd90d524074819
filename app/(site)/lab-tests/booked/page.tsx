import { LabBooked } from '@/components/lab/lab-booked';
import { buildMetadata } from '@/lib/seo/metadata';

// Per booking: the reference comes from the address.
export const dynamic = 'force-dynamic';

export const metadata = buildMetadata({
  title: 'Collection booked',
  description: 'Your home sample collection with Saithunga Multi-Speciality Hospital is booked.',
  path: '/lab-tests/booked',
  noindex: true,
});

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/** A lab order's reference as we issue them ('SLB-' and 10 letters and digits), else nothing. */
const shownReference = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^SLB-[0-9A-Z]{10}$/.test(value) ? value : undefined;

/** /lab-tests/booked?reference=SLB-…: after a lab payment (issue 17). */
export default async function LabBookedPage({ searchParams }: Props) {
  const { reference } = await searchParams;
  return <LabBooked reference={shownReference(reference)} />;
}
