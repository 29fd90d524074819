import { Link } from '@/components/ui/link';
import { telHref } from '@/components/ui/contact-links';
import { Carousel } from '@/components/ui/carousel';
import { AmbulanceIcon, HeadsetIcon } from '@/components/ui/icons';
import type { HomeBanner } from '@/lib/site/home-reads';
import styles from './hero.module.css';

/** Spec: the banner slider autoplays every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

/** A 1x1 transparent GIF: phones (which never show the slider) fetch this instead of a banner. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function BannerSlide({ banner, first }: { banner: HomeBanner; first: boolean }) {
  return (
    <div className={styles.slide}>
      {/*
        The banner pictures carry their headline, so the alt text repeats it for screen readers.
        The first banner is the largest paint on desktop: sized, eager and high priority, so it
        neither shifts the layout nor waits. Phones get the static text instead, so the <source>
        hands them a blank pixel and no banner is downloaded there.
      */}
      <picture>
        <source media="(max-width: 767px)" srcSet={BLANK} />
        <img
          src={banner.image}
          alt={banner.subtitle ? `${banner.title}. ${banner.subtitle}` : banner.title}
          width={1600}
          height={600}
          className={styles.slideImage}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
        />
      </picture>
    </div>
  );
}

type Props = { banners: HomeBanner[]; hospitalName: string; emergencyCall: string };

/**
 * Desktop and tablets (768 px and up): the banner slider. Phones: static text with the
 * '24/7 Emergency Service' and 'Virtual Service' buttons instead (spec, home page).
 */
export function Hero({ banners, hospitalName, emergencyCall }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.intro}`}>
        <p className="section-eyebrow">Multi-speciality care in Bangalore</p>
        <h1 id="home-title" className={styles.title}>
          {hospitalName}
        </h1>
      </div>
      {banners.length > 0 ? (
        <div className={`container ${styles.slider}`} data-testid="banner-slider">
          <Carousel
            label="Hospital highlights"
            autoplayMs={BANNER_AUTOPLAY_MS}
            speed={700}
            loop={banners.length > 1}
            dots
            gap={0}
            className={styles.carousel}
            slides={banners.map((banner, i) => (
              <BannerSlide key={banner.id} banner={banner} first={i === 0} />
            ))}
          />
        </div>
      ) : null}
      <div className={`container ${styles.mobile}`} data-testid="banner-mobile">
        <p className={styles.mobileLead}>
          Expert doctors across every speciality, round-the-clock emergency care and online
          consultations, all in one place.
        </p>
        <div className={styles.mobileButtons}>
          <a href={telHref(emergencyCall)} className="btn btn-emergency">
            <AmbulanceIcon size={20} /> 24/7 Emergency Service
          </a>
          <Link href="/doctors" className="btn btn-primary">
            <HeadsetIcon size={20} /> Virtual Service
          </Link>
        </div>
      </div>
    </section>
  );
}
