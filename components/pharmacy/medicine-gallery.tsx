'use client';

import { SiteImage } from '@/components/ui/site-image';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import styles from './medicine-gallery.module.css';

/** Gallery defaults of the spec (pharmacy.md section 9). */
export const GALLERY = { slideDurationMs: 450, intervalMs: 3000, swipeThreshold: 30 } as const;

type Props = { images: string[]; name: string };

/**
 * The medicine gallery: a sliding main image with thumbnails, previous/next, play (advances
 * every 3000 ms) and fullscreen controls; on touch screens a swipe of at least 30 px changes
 * the image. Written here rather than with a library: it needs only these few behaviours.
 */
export function MedicineGallery({ images, name }: Props) {
  // The gallery's buttons work once its script runs; until then they say they are not ready.
  const ready = useHydrated();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), GALLERY.intervalMs);
    return () => clearInterval(timer);
  }, [playing, count]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  async function toggleFullscreen() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await rootRef.current?.requestFullscreen();
    } catch (error) {
      console.error('fullscreen is not available', error);
    }
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= GALLERY.swipeThreshold) go(index + (dx < 0 ? 1 : -1));
  }

  if (!count) return null;
  return (
    <div
      ref={rootRef}
      className={styles.gallery}
      data-fullscreen={fullscreen}
      role="region"
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(index + 1);
        if (e.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <div
        className={styles.viewport}
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          className={styles.track}
          style={{
            transform: `translateX(-${index * 100}%)`,
            transitionDuration: `${GALLERY.slideDurationMs}ms`,
          }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {images.map((src, i) => (
            <div
              key={src + i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
            >
              <SiteImage
                src={src}
                alt={i === 0 ? name : `${name}, view ${i + 1}`}
                width={520}
                height={520}
                priority={i === 0}
                draggable={false}
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              disabled={!ready}
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => go(index - 1)}
              aria-label="Previous image"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              disabled={!ready}
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label="Next image"
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <div className={styles.controls}>
          {count > 1 && (
            <button
              type="button"
              disabled={!ready}
              className={styles.control}
              onClick={() => setPlaying((p) => !p)}
              aria-pressed={playing}
            >
              {playing ? 'Pause' : 'Play'}
              <span className="visually-hidden"> slideshow</span>
            </button>
          )}
          <button
            type="button"
            disabled={!ready}
            className={styles.control}
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
          >
            {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          </button>
        </div>
      </div>
      {count > 1 && (
        <ul role="list" className={styles.thumbs} aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                disabled={!ready}
                className={styles.thumb}
                aria-current={i === index}
                onClick={() => go(i)}
              >
                <SiteImage src={src} alt="" width={72} height={72} />
                <span className="visually-hidden">Show image {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
