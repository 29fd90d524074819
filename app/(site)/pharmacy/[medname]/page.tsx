import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MedicinePage } from '@/components/pharmacy/medicine-page';
import { JsonLd } from '@/components/ui/json-ld';
import { getAlsoBought, getMedicine } from '@/lib/pharmacy/reads';
import { getContactSettings } from '@/lib/site/reads';
import { paiseToRupees } from '@/lib/money';
import { htmlToText } from '@/lib/sanitize';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ medname: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const medicine = await getMedicine((await params).medname);
  if (!medicine)
    return buildMetadata({
      title: 'Medicine not found',
      description: '',
      path: '/pharmacy',
      noindex: true,
    });
  return buildMetadata({
    title: `${medicine.name}: price, uses and side effects`,
    description:
      htmlToText(medicine.about).slice(0, 160) ||
      `Buy ${medicine.name} online from Saithunga Pharmacy.`,
    keywords: [
      medicine.name,
      medicine.brandName,
      medicine.categoryName,
      'buy medicine online',
      'Bangalore pharmacy',
    ],
    path: `/pharmacy/${medicine.slug}`,
    image: medicine.images[0],
  });
}

export default async function MedicineDetailPage({ params }: Params) {
  const medicine = await getMedicine((await params).medname);
  if (!medicine) notFound();
  const [alsoBought, contact] = await Promise.all([
    getAlsoBought(medicine.id, medicine.slug),
    getContactSettings(),
  ]);
  const url = absoluteUrl(`/pharmacy/${medicine.slug}`);
  return (
    <>
      <JsonLd
        data={[
          productJsonLd({
            name: medicine.name,
            url,
            images: medicine.images.map(absoluteUrl),
            description: htmlToText(medicine.about),
            brand: medicine.brandName,
            priceRupees: paiseToRupees(medicine.pricePaise),
            inStock: medicine.available,
            isDrug: medicine.type.toLowerCase() !== 'otc',
          }),
          breadcrumbJsonLd([
            { name: 'Home', url: absoluteUrl('/') },
            { name: 'Pharmacy', url: absoluteUrl('/pharmacy') },
            { name: medicine.categoryName, url: absoluteUrl(`/category/${medicine.categorySlug}`) },
            { name: medicine.name, url },
          ]),
        ]}
      />
      <MedicinePage
        medicine={medicine}
        alsoBought={alsoBought}
        helpline={contact.appointmentCall}
      />
    </>
  );
}
