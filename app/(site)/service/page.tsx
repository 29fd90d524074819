import type { Metadata } from 'next';
import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { PageHeading } from '@/components/ui/page-heading';
import { getShowcaseDepartments } from '@/lib/site/home-reads';
import { INNER_PAGES, innerPageHero, innerPageMetadata } from '@/lib/site/inner-pages';
import { CUT_OFFS, truncate } from '@/lib/text';
import cardLink from '@/components/ui/card-link.module.css';
import styles from './service.module.css';

export const revalidate = 3600;

export const metadata: Metadata = innerPageMetadata(INNER_PAGES.service);

const OTHER_SERVICES = [
  {
    href: '/call-ambulance',
    title: '24/7 Emergency & Ambulance',
    text: 'An emergency team and ambulances ready day and night.',
  },
  {
    href: '/doctors',
    title: 'Online Appointments',
    text: 'Choose a doctor, pick a slot and pay online in minutes.',
  },
  {
    href: '/pharmacy',
    title: 'Online Pharmacy',
    text: 'Genuine medicines delivered to your door across Bangalore.',
  },
  {
    href: '/documentation',
    title: 'Patient Guide',
    text: 'What to bring, admission, insurance and visiting hours.',
  },
] as const;

/** One card of the page: a picture (departments only), the title linking to its page, a line of text. */
function ServiceCard({
  href,
  title,
  text,
  image,
}: {
  href: string;
  title: string;
  text: string;
  image?: string;
}) {
  return (
    <article className={`card card-interactive ${styles.card}`}>
      {image !== undefined ? (
        <SiteImage src={image} alt="" width={600} height={400} className={styles.image} />
      ) : null}
      <h3 className={styles.title}>
        <Link href={href} className={`${cardLink.link} ${styles.link}`}>
          {title}
        </Link>
      </h3>
      <p className="text-muted">{text}</p>
    </article>
  );
}

export default async function ServicesPage() {
  const departments = await getShowcaseDepartments();
  return (
    <>
      <PageHeading {...innerPageHero(INNER_PAGES.service)} />
      <section className="section" aria-labelledby="services-departments">
        <div className="container">
          <h2 id="services-departments" className="section-title">
            Departments
          </h2>
          <ul role="list" className="grid">
            {departments.map((d) => (
              <li key={d.id}>
                <ServiceCard
                  href={`/department/${d.slug}`}
                  title={d.name}
                  text={truncate(d.description, CUT_OFFS.departmentCard)}
                  image={d.image}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="services-more">
        <div className="container">
          <h2 id="services-more" className="section-title">
            More ways we help
          </h2>
          <ul role="list" className="grid">
            {OTHER_SERVICES.map((s) => (
              <li key={s.href}>
                <ServiceCard {...s} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
