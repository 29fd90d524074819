import { SiteImage } from '@/components/ui/site-image';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { telHref } from '@/components/ui/contact-links';
import { CalendarIcon, PhoneIcon } from '@/components/ui/icons';
import { ReadMore } from '@/components/ui/read-more';
import styles from './content-hero.module.css';

type Props = {
  title: string;
  description: string;
  /** Characters of the description shown before 'Read More' (500 departments, 350 treatments). */
  limit: number;
  moreLabel?: string;
  lessLabel?: string;
  image: string;
  imageAlt: string;
  callNumber: string;
  breadcrumbs: BreadcrumbItem[];
  eyebrow: string;
  /** Where 'Book FREE Appointment' jumps to: the callback form's id. */
  formId: string;
  children?: React.ReactNode;
};

/** Section 1 of department and treatment pages: heading, cut description, Call Us, image. */
export function ContentHero(props: Props) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container split ${styles.inner}`}>
        <div className={styles.text}>
          <Breadcrumbs items={props.breadcrumbs} jsonLd />
          <p className="section-eyebrow">{props.eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {props.title}
          </h1>
          <ReadMore
            text={props.description}
            limit={props.limit}
            moreLabel={props.moreLabel}
            lessLabel={props.lessLabel}
            className={styles.description}
          />
          <div className={styles.actions}>
            <a href={telHref(props.callNumber)} className="btn btn-primary">
              <PhoneIcon size={18} />
              Call Us<span className="visually-hidden"> on {props.callNumber}</span>
            </a>
            <a href={`#${props.formId}`} className="btn btn-outline">
              <CalendarIcon size={18} />
              Book FREE Appointment
            </a>
          </div>
          {props.children}
        </div>
        <div className={styles.media}>
          <SiteImage
            src={props.image}
            alt={props.imageAlt}
            width={560}
            height={420}
            loading="eager"
            fetchPriority="high"
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}
