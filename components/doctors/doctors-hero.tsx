import { SiteImage } from '@/components/ui/site-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { DoctorIntro } from '@/lib/doctors/reads';
import styles from './doctors-hero.module.css';

const DEFAULT_INTRO: DoctorIntro = {
  title: 'Find the right doctor in Bangalore',
  description:
    'Experienced specialists across every department, at branches near you. Search by disease, doctor name or location and book a consultation in minutes.',
  icons: [],
};

/** The heading band of /doctors, from the stored doctor intro block when there is one. */
export function DoctorsHero({ intro }: { intro: DoctorIntro | null }) {
  const { title, description, icons } = intro ?? DEFAULT_INTRO;
  return (
    <section className={styles.hero} aria-labelledby="doctors-title">
      <div className="container">
        <Breadcrumbs
          items={[
            { name: 'Home', href: '/' },
            { name: 'Our Doctors', href: '/doctors' },
          ]}
          jsonLd
        />
        <p className="section-eyebrow">Our Doctors</p>
        <h1 id="doctors-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{description}</p>
        {icons.length > 0 ? (
          <ul role="list" className={styles.icons}>
            {icons.slice(0, 4).map((icon) => (
              <li key={icon}>
                <SiteImage src={icon} alt="" width={40} height={40} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
