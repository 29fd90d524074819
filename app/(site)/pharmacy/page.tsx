import type { Metadata } from 'next';
import { CategoryButtons } from '@/components/pharmacy/category-buttons';
import { CategoryShelf } from '@/components/pharmacy/category-shelf';
import { PharmacyHero } from '@/components/pharmacy/pharmacy-hero';
import { getCategoryShelves, getPharmacyCategories } from '@/lib/pharmacy/reads';
import { getSeoTag } from '@/lib/site/seo-reads';
import { storedTitleMetadata } from '@/lib/seo/content-metadata';

export const revalidate = 3600;

/**
 * Shelves drawn with the page; the cards of those below come in as the visitor scrolls near them
 * (docs/decisions/carousels.md). Two cover the first
 * screen at every width the spec names, with room for a visitor who scrolls at once.
 */
const EAGER_SHELVES = 2;

export async function generateMetadata(): Promise<Metadata> {
  const tag = await getSeoTag('Pharmacy');
  // The tag record's title is complete: no site-name suffix from the layout.
  return storedTitleMetadata({
    title: tag?.metaTitle || 'Saithunga Pharmacy | Buy Medicines and Essentials Online',
    description:
      tag?.metaDescription ||
      'Order medicines and health essentials online from Saithunga Pharmacy, Bangalore: genuine products, prices inclusive of all taxes and free delivery.',
    keywords: tag?.metaTags,
    path: '/pharmacy',
  });
}

export default async function PharmacyPage() {
  const [categories, shelves] = await Promise.all([getPharmacyCategories(), getCategoryShelves()]);
  return (
    <>
      <PharmacyHero />
      <div className="container">
        <CategoryButtons categories={categories} />
        {shelves.map((shelf, i) => (
          <CategoryShelf
            key={shelf.id}
            shelf={shelf}
            first={i === 0}
            deferred={i >= EAGER_SHELVES}
          />
        ))}
      </div>
    </>
  );
}
