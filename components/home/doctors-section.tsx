import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { telHref } from '@/components/ui/contact-links';
import { Carousel } from '@/components/ui/carousel';
import { MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import type { HomeDoctor } from '@/lib/site/home-reads';
import { formatInr } from '@/lib/money';
import styles from './doctors-section.module.css';

/** Spec section 9: the doctor carousel shows 2 at a time, 1 below 768 px. */
export const DOCTOR_CAROUSEL = { slidesPerView: 1, from768: 2 } as const;

/**
 * One doctor of the home carousel. The portraits load lazily: the section is far below the first
 * screen, and an eager image is one React also preloads from the page's head, where two
 * portraits competed with the stylesheets and scripts of the first paint.
 */
function DoctorCard({ doctor }: { doctor: HomeDoctor }) {
  return (
    <article className={styles.card} data-testid="home-doctor-card">
      <SiteImage
        src={doctor.image}
        alt={`Portrait of ${doctor.name}`}
        width={160}
        height={160}
        className={styles.photo}
      />
      <div className={styles.info}>
        <h3 className={styles.name}>{doctor.name}</h3>
        <p className={styles.speciality}>
          {doctor.specialities.slice(0, 2).join(', ') || doctor.departmentName}
        </p>
        <ul role="list" className={styles.facts}>
          <li>{doctor.experienceYears}+ years experience</li>
          <li>
            <MapPinIcon size={14} /> {doctor.region}
          </li>
          <li>Consultation {formatInr(doctor.pricePaise)}</li>
        </ul>
        <div className={styles.actions}>
          <Link href={`/docprofile/${doctor.slug}`} className="btn btn-primary btn-sm">
            Book Appointment<span className="visually-hidden"> with {doctor.name}</span>
          </Link>
          <a href={telHref(doctor.phone)} className="btn btn-outline btn-sm">
            <PhoneIcon size={16} /> Call<span className="visually-hidden"> {doctor.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
}

export function DoctorsSection({ doctors }: { doctors: HomeDoctor[] }) {
  return (
    <section className="section section-alt" aria-labelledby="home-doctors-title">
      <div className="container">
        <div className={styles.head}>
          <div>
            <p className="section-eyebrow">Our specialists</p>
            <h2 id="home-doctors-title" className="section-title">
              Find the right doctor for you
            </h2>
          </div>
          {/* The spec's search box has no function: it is shown, and it searches nothing. */}
          <div className={styles.search} role="search">
            <label htmlFor="home-doctor-search" className="visually-hidden">
              Search doctors, specialities or treatments
            </label>
            <input
              id="home-doctor-search"
              type="search"
              placeholder="Search doctors, specialities, treatments"
              className={styles.searchInput}
              autoComplete="off"
            />
          </div>
        </div>
        <nav aria-label="Explore" className={styles.buttons}>
          <Link href="/" className="btn btn-outline">
            Our Services
          </Link>
          <Link href="/doctors" className="btn btn-primary">
            Our Doctors
          </Link>
          <Link href="/contactus" className="btn btn-outline">
            Contact Us
          </Link>
        </nav>
        {doctors.length > 0 ? (
          <Carousel
            label="Our doctors"
            slidesPerView={DOCTOR_CAROUSEL.slidesPerView}
            breakpoints={{ 768: DOCTOR_CAROUSEL.from768 }}
            arrows="always"
            slides={doctors.map((doctor) => (
              <DoctorCard key={doctor.id} doctor={doctor} />
            ))}
          />
        ) : null}
      </div>
    </section>
  );
}
