import { SiteImage } from '@/components/ui/site-image';
import type { VideoTestimonial } from '@/lib/site/home-reads';
import { VideoFacade } from './video-facade';
import { HeadedSection } from '@/components/ui/headed-section';
import styles from './video-testimonials.module.css';

export function VideoTestimonials({ videos }: { videos: VideoTestimonial[] }) {
  if (videos.length === 0) return null;
  return (
    <HeadedSection
      id="video-testimonials-title"
      eyebrow="Patient stories"
      title="Video Testimonials"
      subtitle="Hear from patients who trusted us with their treatment and recovery."
    >
      <ul role="list" className={styles.grid}>
        {videos.map((video) => (
          <li key={video.id} className={styles.card} data-testid="video-testimonial">
            <VideoFacade url={video.url} poster={video.posterImage} title={video.title} />
            <div className={styles.body}>
              <h3 className={styles.title}>{video.title}</h3>
              <p className={styles.description}>{video.description}</p>
              <div className={styles.person}>
                <SiteImage
                  src={video.postedByImage}
                  alt=""
                  width={44}
                  height={44}
                  className={styles.avatar}
                />
                <span>
                  <span className={styles.name}>{video.postedByName}</span>
                  <span className={styles.designation}>{video.postedByDesignation}</span>
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
