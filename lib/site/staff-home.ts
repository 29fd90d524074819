import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { homeBanners, homeFaqs } from '@/lib/db/schema';

/** The home page's banners and FAQs, in their order, for the editor. */
export async function homeContentForStaff(db: Db) {
  const [banners, faqs] = await Promise.all([
    db.select().from(homeBanners).orderBy(asc(homeBanners.position), asc(homeBanners.id)),
    db.select().from(homeFaqs).orderBy(asc(homeFaqs.position), asc(homeFaqs.id)),
  ]);
  return { banners, faqs };
}
