import type { ReactNode } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import { Carousel } from '@/components/ui/carousel';
import { CheckIcon } from '@/components/ui/icons';
import type { AboutCta, AboutMission, AboutValue, TeamMember } from '@/lib/site/about-reads';
import { HeadedSection } from '@/components/ui/headed-section';
import emptyNote from '@/components/ui/empty-note.module.css';
import styles from './about-sections.module.css';

/**
 * The about page's carousels: one card a view on phones, two on tablets, `perRow` on desktops,
 * turning by themselves and looping once there are more cards than fit in a row.
 */
function AboutCarousel({
  label,
  perRow,
  slides,
}: {
  label: string;
  perRow: number;
  slides: ReactNode[];
}) {
  return (
    <Carousel
      label={label}
      slidesPerView={1}
      breakpoints={{ 768: 2, 1024: perRow }}
      autoplayMs={3000}
      speed={600}
      loop={slides.length > perRow}
      arrows="always"
      slides={slides}
    />
  );
}

/** The CTA carousel: one picture with its line of text per slide. */
export function CtaCarousel({ ctas }: { ctas: AboutCta[] }) {
  if (ctas.length === 0) return null;
  return (
    <HeadedSection
      id="about-cta-title"
      eyebrow="Care at every step"
      title="How we look after you"
      alt
    >
      <AboutCarousel
        label="Ways we look after you"
        perRow={3}
        slides={ctas.map((cta) => (
          <figure key={cta.id} className={styles.ctaCard}>
            <SiteImage
              src={cta.image}
              alt=""
              width={400}
              height={300}
              className={styles.ctaImage}
            />
            <figcaption className={styles.ctaText}>{cta.text}</figcaption>
          </figure>
        ))}
      />
    </HeadedSection>
  );
}

/** Our values: the about values with their pictures, and the value icons with captions. */
export function ValuesSection({ values, icons }: { values: AboutValue[]; icons: AboutCta[] }) {
  if (values.length === 0 && icons.length === 0) return null;
  return (
    <HeadedSection id="about-values-title" eyebrow="What guides us" title="Our Values">
      {icons.length > 0 ? (
        <ul role="list" className={styles.valueIcons}>
          {icons.map((icon) => (
            <li key={icon.id}>
              <span className={styles.valueIcon}>
                <CheckIcon size={18} />
              </span>
              <span>{icon.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.values}>
        {values.map((value) => (
          <article key={value.id} className={`card ${styles.value}`}>
            <SiteImage
              src={value.image}
              alt=""
              width={400}
              height={300}
              className={styles.valueImage}
            />
            <h3>{value.title}</h3>
            <p className="text-muted">{value.description}</p>
          </article>
        ))}
      </div>
    </HeadedSection>
  );
}

/** Mission with its percentage figures, each drawn as a bar. */
export function MissionSection({ mission }: { mission: AboutMission | null }) {
  return (
    <section className="section section-alt" aria-labelledby="about-mission-title">
      <div className="container split">
        {mission ? (
          <>
            <div>
              <p className="section-eyebrow">Our mission</p>
              <h2 id="about-mission-title" className="section-title">
                {mission.title}
              </h2>
              <p className={styles.missionText}>{mission.description}</p>
            </div>
            <ul role="list" className={styles.bars}>
              {mission.percentages.map((p) => {
                const value = Math.max(0, Math.min(100, p.number));
                return (
                  <li key={p.text} data-testid="mission-stat">
                    <span className={styles.barLabel}>
                      <span>{p.text}</span>
                      <span className={styles.barValue}>{value}%</span>
                    </span>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: `${value}%` }} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <>
            <h2 id="about-mission-title" className="section-title">
              Our Mission
            </h2>
            <p className={emptyNote.plain}>No mission data found</p>
          </>
        )}
      </div>
    </section>
  );
}

/** 'Our Team' carousel. */
export function TeamCarousel({ team }: { team: TeamMember[] }) {
  return (
    <HeadedSection id="about-team-title" eyebrow="The people behind your care" title="Our Team">
      {team.length === 0 ? (
        <p className={emptyNote.plain}>No teams found</p>
      ) : (
        <AboutCarousel
          label="Team members"
          perRow={4}
          slides={team.map((member) => (
            <figure key={member.id} className={styles.member} data-testid="team-member">
              <SiteImage
                src={member.image}
                alt={`Portrait of ${member.name}`}
                width={280}
                height={280}
                className={styles.memberImage}
              />
              <figcaption>
                <span className={styles.memberName}>{member.name}</span>
                <span className={styles.memberRole}>{member.designation}</span>
              </figcaption>
            </figure>
          ))}
        />
      )}
    </HeadedSection>
  );
}
