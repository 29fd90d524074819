import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListing } from '@/components/pharmacy/category-listing';
import { getCategoryListing, getPharmacyBrands, getPharmacyCategories } from '@/lib/pharmacy/reads';
import {
  ALL_CATEGORIES_SLUG,
  parseListingState,
  type SearchParamsInput,
} from '@/lib/pharmacy/filters';
import { buildMetadata } from '@/lib/seo/metadata';

/**
 * Dynamic by design: the filter and sort state is in the query string and rendered on the
 * server. The listing data itself is cached by state (lib/pharmacy/reads.ts).
 */
type Props = { params: Promise<{ pharmacat: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { pharmacat } = await params;
  const category = (await getPharmacyCategories()).find((c) => c.slug === pharmacat);
  const name = category?.name ?? 'All Medicines';
  return buildMetadata({
    title: `${name}: buy online`,
    description: `Shop ${name.toLowerCase()} at Saithunga Pharmacy, Bangalore: genuine products, discounts, prices inclusive of all taxes and free delivery.`,
    path: `/category/${category ? category.slug : ALL_CATEGORIES_SLUG}`,
    noindex: !category && pharmacat !== ALL_CATEGORIES_SLUG,
  });
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ pharmacat }, query] = await Promise.all([params, searchParams]);
  const state = parseListingState(pharmacat, query);
  const [listing, categories, brands] = await Promise.all([
    getCategoryListing(state),
    getPharmacyCategories(),
    getPharmacyBrands(),
  ]);
  if (!listing) notFound();
  return (
    <CategoryListing state={state} listing={listing} categories={categories} brands={brands} />
  );
}
