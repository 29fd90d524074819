import type { Metadata } from 'next';
import {
  deleteHomeBannerAction,
  deleteHomeFaqAction,
  saveHomeBannerAction,
  saveHomeFaqAction,
} from '@/app/staff/(console)/actions';
import { BannerFields, FaqFields } from '@/components/staff/home-fields';
import { InPlaceList } from '@/components/staff/in-place-list';
import { getDb } from '@/lib/db';
import { homeContentForStaff } from '@/lib/site/staff-home';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Home page' };

/** The home page's banners (pictures, words and order) and its frequently asked questions. */
export default async function HomeContentPage() {
  await requireStaff('content');
  const { banners, faqs } = await homeContentForStaff(await getDb());
  return (
    <>
      <h1 className={styles.title}>Home page</h1>
      <InPlaceList
        title="Banners"
        idPrefix="banner"
        noun="banner"
        items={banners}
        panelLabel={(banner) => `Banner ${banner.title}`}
        save={saveHomeBannerAction}
        remove={deleteHomeBannerAction}
        fields={(banner) => <BannerFields banner={banner} newPosition={banners.length} />}
      />
      <InPlaceList
        title="Frequently asked questions"
        idPrefix="faq"
        noun="question"
        items={faqs}
        panelLabel={(faq) => `Question: ${faq.question}`}
        save={saveHomeFaqAction}
        remove={deleteHomeFaqAction}
        fields={(faq) => <FaqFields faq={faq} newPosition={faqs.length} />}
      />
    </>
  );
}
