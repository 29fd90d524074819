import { SiteImage } from '@/components/ui/site-image';
import { Carousel } from '@/components/ui/carousel';
import { StarRating } from '@/components/ui/star-rating';
import { TESTIMONIALS, type Testimonial } from './testimonials-data';
import { HeadedSection } from '@/components/ui/headed-section';
import styles from './testimonials.module.css';

/** Spec: infinite, 500 ms, 3 shown and 1 scrolled, autoplay, centred, arrows; 1 and no arrows up to 768 px. */
export const TESTIMONIALS_CAROUSEL = {
  speed: 500,
  autoplayMs: 3000,
  slidesPerView: 1,
  desktopSlidesPerView: 3,
} as const;

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className={styles.card} data-testid="testimonial">
      <StarRating value={item.stars} />
      <blockquote className={styles.review}>
        <p>“{item.review}”</p>
      </blockquote>
      <figcaption className={styles.person}>
        <SiteImage src={item.image} alt="" width={56} height={56} className={styles.avatar} />
        <span>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.city}>{item.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function Testimonials() {
  return (
    <HeadedSection
      id="testimonials-title"
      eyebrow="We are Doing Great"
      title="Our Testimonials"
      subtitle="What patients and their families say about their care with us."
      alt
      className={styles.section}
    >
      <Carousel
        label="Patient testimonials"
        className={styles.carousel}
        slides={TESTIMONIALS.map((item) => (
          <TestimonialCard key={item.name} item={item} />
        ))}
        slidesPerView={TESTIMONIALS_CAROUSEL.slidesPerView}
        breakpoints={{ 769: TESTIMONIALS_CAROUSEL.desktopSlidesPerView }}
        speed={TESTIMONIALS_CAROUSEL.speed}
        autoplayMs={TESTIMONIALS_CAROUSEL.autoplayMs}
        loop
        centered
        arrows="above-768"
      />
    </HeadedSection>
  );
}
