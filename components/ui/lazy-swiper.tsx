'use client';

import { useEffect, useRef, useState } from 'react';
import type { Swiper } from 'swiper';
import { AutoplayToggle } from './autoplay-toggle';
import type { SwiperEvents, SwiperTrackProps } from './swiper-track';

/** How far ahead of the screen a carousel starts loading Swiper. */
const LOAD_MARGIN = '400px';

/**
 * Lets the browser run other work (input, painting) before the caller goes on. Each carousel
 * starts Swiper in a task of its own: several on one screen started in the task that evaluated
 * Swiper made one long task (40 ms on a fast CPU, about 160 ms on a mid-range phone) that held
 * up taps right after the page appeared.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type LazySwiperProps = SwiperTrackProps & {
  /**
   * Leave the slides out of the page until the carousel comes within LOAD_MARGIN of the screen.
   * For carousels below the first screen: their slides then cost no markup, style, layout or
   * hydration at load (the pharmacy home's twelve shelves of ten cards were most of its start-up
   * work). The caller's CSS keeps the empty track at the slides' height, so nothing jumps.
   */
  deferSlides?: boolean;
};

/**
 * A carousel's slides as plain server HTML, in Swiper's own structure and classes, with Swiper
 * itself (about 27 kB of script) fetched only when the carousel comes within LOAD_MARGIN of the
 * screen, and then started on that same markup. A page's first load then carries no carousel
 * code: a carousel further down loads it as the visitor scrolls, and one hidden at this width
 * (the home banner on phones) never does. The callers' CSS gives the slides Swiper's widths
 * before it starts, so nothing shifts. With `deferSlides` the slides themselves wait too.
 *
 * A carousel that plays by itself gets its rotation control (AutoplayToggle) first, before the
 * track. It works before Swiper has loaded too: a carousel stopped then starts stopped. It goes
 * inside the element that says it is a carousel (`aria-roledescription`), which must be
 * positioned: the button sits in a row of its own under the slides (globals.css).
 */
export function LazySwiper({ deferSlides = false, ...props }: LazySwiperProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // Swiper reads the options it started with; the event handlers are read at each event.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const autoplays = Boolean(props.options.autoplay);
  const [playing, setPlaying] = useState(true);
  const stoppedByVisitor = useRef(false);
  const swiperRef = useRef<Swiper | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  // Runs once the carousel is near and, with deferSlides, its slides are in the page.
  useEffect(() => {
    const el = ref.current;
    if (!el || !near) return;
    let swiper: Swiper | null = null;
    let cancelled = false;
    const events = (): SwiperEvents => ({ ...latest.current, onAutoplay: setPlaying });
    void import('./swiper-track').then(async ({ startSwiper }) => {
      await yieldToMain();
      if (cancelled) return;
      swiper = startSwiper(el, latest.current, events);
      swiperRef.current = swiper;
      if (!swiper.autoplay) return;
      if (stoppedByVisitor.current) swiper.autoplay.stop();
      // It may not have started: focus was already inside the carousel.
      setPlaying(swiper.autoplay.running);
    });
    return () => {
      cancelled = true;
      swiperRef.current = null;
      swiper?.destroy(true, false);
    };
  }, [near]);

  const toggle = () => {
    stoppedByVisitor.current = playing;
    if (playing) swiperRef.current?.autoplay?.stop();
    else swiperRef.current?.autoplay?.start();
    setPlaying(!playing);
  };

  const { className, slideClassName, slides, options } = props;
  const pending = deferSlides && !near;
  const track = (
    <div
      ref={ref}
      className={`swiper ${className ?? ''}`}
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
    >
      <div className="swiper-wrapper">
        {pending
          ? null
          : slides.map((slide) => (
              <div key={slide.key} className={`swiper-slide ${slideClassName ?? ''}`}>
                {slide.node}
              </div>
            ))}
      </div>
      {options.pagination ? <div className="swiper-pagination" /> : null}
    </div>
  );
  // One shape either way: reduced motion can turn autoplay off as the page hydrates, and the
  // track must stay the element already observed.
  return (
    <>
      {autoplays ? <AutoplayToggle playing={playing} onToggle={toggle} /> : null}
      {track}
    </>
  );
}
