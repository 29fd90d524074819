import type { AutoplayOptions, SwiperModule } from 'swiper/types';

/**
 * The carousels' autoplay, as a Swiper module that takes Swiper's own `autoplay` options
 * (`delay`, `disableOnInteraction`, `pauseOnMouseEnter`) and gives the same `swiper.autoplay`
 * methods, driven by one timer per slide instead of a frame loop.
 *
 * Swiper's Autoplay module runs a `requestAnimationFrame` loop for as long as it plays (it reports
 * the time left at every frame), so each carousel kept the renderer drawing frames at 60 Hz: on a
 * phone, 450-600 ms of main-thread work in a page's first five seconds (/pharmacy and /lab-tests,
 * 4x CPU throttling) and a battery cost for as long as the page stays open. Here nothing runs
 * between two slides, and a carousel off the screen, under the mouse (`pauseOnMouseEnter`) or in
 * a hidden tab does not move at all.
 */
export const TimerAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  extendParams({
    autoplay: {
      enabled: false,
      delay: 3000,
      disableOnInteraction: false,
      pauseOnMouseEnter: false,
    },
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let onScreen = true;
  let observer: IntersectionObserver | undefined;

  const options = () => swiper.params.autoplay as Required<AutoplayOptions>;
  const mayMove = () =>
    swiper.autoplay.running &&
    !swiper.destroyed &&
    !hovered &&
    onScreen &&
    document.visibilityState === 'visible';

  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  /** The next slide one delay from now (from the last change, whoever made it). */
  const schedule = () => {
    clear();
    swiper.autoplay.paused = !mayMove();
    if (swiper.autoplay.paused) return;
    swiper.autoplay.timeLeft = options().delay;
    timer = setTimeout(advance, options().delay);
  };

  const advance = () => {
    timer = undefined;
    if (!mayMove()) return;
    if (swiper.isEnd && !swiper.params.loop && !swiper.params.rewind) {
      stop();
      return;
    }
    swiper.slideNext(swiper.params.speed, true, true);
    swiper.emit('autoplay');
    // 'slideChange' schedules the next one.
  };

  const start = () => {
    if (swiper.autoplay.running) return false;
    swiper.autoplay.running = true;
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
      clear();
      swiper.autoplay.paused = true;
    },
    resume: schedule,
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

  on('init', () => {
    if (!options()?.enabled) return;
    if (options().pauseOnMouseEnter) {
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
    start();
  });

  on('slideChange', () => {
    if (swiper.autoplay.running) schedule();
  });

  // A visitor's own move: a drag, or a slide change that this module did not make.
  on('sliderFirstMove', () => {
    if (options()?.enabled && options().disableOnInteraction) stop();
  });
  on('beforeTransitionStart', (_swiper, _speed, internal) => {
    if (!internal && options()?.enabled && options().disableOnInteraction) stop();
  });

  on('destroy', () => {
    clear();
    observer?.disconnect();
    swiper.el?.removeEventListener?.('pointerenter', onPointerEnter);
    swiper.el?.removeEventListener?.('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    swiper.autoplay.running = false;
  });
};
