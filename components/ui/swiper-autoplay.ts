import type { AutoplayOptions, SwiperModule } from 'swiper/types';

type Options = Required<
  Pick<AutoplayOptions, 'enabled' | 'delay' | 'disableOnInteraction' | 'pauseOnMouseEnter'>
> &
  Pick<AutoplayOptions, 'stopOnLastSlide'>;

/**
 * The carousels' autoplay, as a Swiper module driven by one timer per slide instead of a frame
 * loop.
 *
 * Swiper's Autoplay module runs a `requestAnimationFrame` loop for as long as it plays (it reports
 * the time left at every frame), so each carousel kept the renderer drawing frames at 60 Hz: on a
 * phone, 450-600 ms of main-thread work in a page's first five seconds (/pharmacy and /lab-tests,
 * 4x CPU throttling) and a battery cost for as long as the page stays open. Here nothing runs
 * between two slides.
 *
 * It reads Swiper's `autoplay` options `delay`, `disableOnInteraction`, `pauseOnMouseEnter` and
 * `stopOnLastSlide`, and gives `swiper.autoplay` its `running`, `paused`, `start`, `stop`,
 * `pause` and `resume`. As Swiper's module does, it counts the delay from the end of each slide's
 * transition, holds still while a finger is on the carousel and in a hidden tab, and at the last
 * slide of a carousel that neither loops nor rewinds goes back to the first. Beyond it, it also
 * holds still while the carousel is off the screen, and stops once focus is inside it (a click
 * on an arrow focuses it too), except on the carousel's own stop and start button. Not supported
 * (no carousel here uses them): `reverseDirection`, per-slide `data-swiper-autoplay` delays and
 * the `autoplayTimeLeft`, `autoplayPause` and `autoplayResume` events.
 */
export const TimerAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  extendParams({
    autoplay: {
      enabled: false,
      delay: 3000,
      disableOnInteraction: false,
      pauseOnMouseEnter: false,
      stopOnLastSlide: false,
    },
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let touched = false;
  let pausedByCall = false;
  let onScreen = true;
  let observer: IntersectionObserver | undefined;

  const options = () => swiper.params.autoplay as Options | undefined;
  const mayMove = () =>
    swiper.autoplay.running &&
    !swiper.destroyed &&
    !pausedByCall &&
    !hovered &&
    !touched &&
    onScreen &&
    document.visibilityState === 'visible';

  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  /** The next slide one full delay from now, if nothing holds the carousel still. */
  const schedule = () => {
    clear();
    swiper.autoplay.paused = swiper.autoplay.running && !mayMove();
    if (!mayMove()) return;
    const delay = options()?.delay ?? 3000;
    swiper.autoplay.timeLeft = delay;
    timer = setTimeout(advance, delay);
  };

  const advance = () => {
    timer = undefined;
    if (!mayMove()) return;
    const { speed, loop, rewind } = swiper.params;
    let moved: boolean;
    if (!swiper.isEnd || loop || rewind) moved = swiper.slideNext(speed, true, true);
    else if (!options()?.stopOnLastSlide) moved = swiper.slideTo(0, speed, true, true);
    else {
      stop();
      return;
    }
    swiper.emit('autoplay');
    // A slide that moved schedules the next at the end of its transition. One that could not
    // (a looping carousel still settling, or every slide in view) tries again a delay later.
    if (!moved) schedule();
  };

  const start = () => {
    if (swiper.destroyed || swiper.autoplay.running) return false;
    swiper.autoplay.running = true;
    pausedByCall = false;
    swiper.emit('autoplayStart');
    schedule();
    return true;
  };

  function stop() {
    if (!swiper.autoplay.running) return false;
    swiper.autoplay.running = false;
    swiper.autoplay.paused = false;
    clear();
    swiper.emit('autoplayStop');
    return true;
  }

  swiper.autoplay = {
    running: false,
    paused: false,
    timeLeft: 0,
    start,
    stop,
    pause: () => {
      pausedByCall = true;
      schedule();
    },
    resume: () => {
      pausedByCall = false;
      schedule();
    },
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    schedule();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = false;
    schedule();
  };
  const onVisibilityChange = () => schedule();
  // Keyboard users reading a slide should not have it move away under them (WCAG 2.2.2): focus
  // inside the carousel (its slides, or the arrows beside them in the element that says it is a
  // carousel) stops it for good, as does a carousel that starts with focus already inside: Tab can
  // reach an arrow before Swiper has loaded. The carousel's own rotation control
  // (./autoplay-toggle.tsx) is the exception: focus on it leaves the decision to it.
  let region: Element | undefined;
  const isToggle = (el: EventTarget | Element | null) =>
    el instanceof Element && el.closest('[data-autoplay-toggle]') !== null;
  const onFocusIn = (event: Event) => {
    if (!isToggle(event.target)) stop();
  };

  on('init', () => {
    if (!options()?.enabled) return;
    if (options()?.pauseOnMouseEnter) {
      swiper.el.addEventListener('pointerenter', onPointerEnter);
      swiper.el.addEventListener('pointerleave', onPointerLeave);
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        onScreen = entries[entries.length - 1].isIntersecting;
        schedule();
      });
      observer.observe(swiper.el);
    }
    region = swiper.el.closest('[aria-roledescription="carousel"]') ?? swiper.el;
    region.addEventListener('focusin', onFocusIn);
    const focused = document.activeElement;
    if (!region.contains(focused) || isToggle(focused)) start();
  });

  // Whoever moved the slide (this module, an arrow, a swipe), the next waits a full delay after.
  on('beforeTransitionStart', (_swiper, _speed, internal) => {
    if (!swiper.autoplay.running) return;
    if (!internal && options()?.disableOnInteraction) stop();
    else clear();
  });
  on('transitionEnd', () => {
    if (swiper.autoplay.running) schedule();
  });

  // A finger on the carousel holds it; lifting it counts a full delay again.
  on('touchStart', () => {
    touched = true;
    clear();
  });
  on('sliderFirstMove', () => {
    if (options()?.enabled && options()?.disableOnInteraction) stop();
  });
  on('touchEnd', () => {
    touched = false;
    if (swiper.autoplay.running) schedule();
  });

  on('destroy', () => {
    clear();
    observer?.disconnect();
    swiper.el?.removeEventListener?.('pointerenter', onPointerEnter);
    swiper.el?.removeEventListener?.('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    region?.removeEventListener('focusin', onFocusIn);
    swiper.autoplay.running = false;
  });
};
