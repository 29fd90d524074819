/** @jest-environment jsdom */
/**
 * TimerAutoplay: the carousels' autoplay moves one slide per delay with a timer, never a frame
 * loop, holds still off the screen, under the mouse and in a hidden tab, and stops under keyboard
 * focus.
 */
import type { Swiper } from 'swiper';
import type { AutoplayOptions } from 'swiper/types';
import { TimerAutoplay } from '@/components/ui/swiper-autoplay';

type Handler = (...args: unknown[]) => void;

let intersect: (visible: boolean) => void;
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      intersect = (visible) => callback([{ isIntersecting: visible }]);
    }
    observe() {}
    disconnect() {}
  };
});

let hidden = false;
Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });

/**
 * A Swiper stand-in: the module only uses these members. A move starts a transition of `speed`
 * ms (beforeTransitionStart, slideChange, then transitionEnd), as Swiper's does; `stuck` makes
 * every move refuse, as Swiper's does while a looping carousel settles or when all slides fit.
 */
function fakeSwiper(
  autoplay: AutoplayOptions | false,
  params: { loop?: boolean; rewind?: boolean } = {},
  region?: Element,
) {
  const handlers: Record<string, Handler[]> = {};
  const el = document.createElement('div');
  region?.append(el);
  const state = { stuck: false };
  const fire = (event: string, ...args: unknown[]) =>
    handlers[event]?.forEach((handler) => handler(swiper, ...args));
  const move = () => {
    if (state.stuck) return false;
    fire('beforeTransitionStart', 500, true);
    fire('slideChange');
    setTimeout(() => fire('transitionEnd'), 500);
    return true;
  };
  const swiper = {
    el,
    destroyed: false,
    isEnd: false,
    params: { speed: 500, ...params, autoplay } as Record<string, unknown>,
    slideNext: jest.fn(move),
    slideTo: jest.fn(move),
    emit: jest.fn(),
  } as unknown as Swiper & { slideNext: jest.Mock; slideTo: jest.Mock };
  TimerAutoplay({
    swiper,
    params: {},
    extendParams: (defaults: Record<string, AutoplayOptions>) => {
      const given = swiper.params.autoplay;
      swiper.params.autoplay =
        typeof given === 'object' && given
          ? { ...defaults.autoplay, enabled: true, ...given }
          : { enabled: false };
    },
    on: ((event: string, handler: Handler) => {
      (handlers[event] ??= []).push(handler);
    }) as Swiper['on'],
    once: jest.fn() as unknown as Swiper['once'],
    off: jest.fn() as unknown as Swiper['off'],
    emit: jest.fn() as unknown as Swiper['emit'],
  });
  fire('init');
  return { swiper, el, fire, state };
}

const pointer = (type: string, pointerType = 'mouse') => {
  const event = new Event(type);
  Object.assign(event, { pointerType });
  return event;
};

beforeEach(() => {
  jest.useFakeTimers();
  hidden = false;
});
afterEach(() => jest.useRealTimers());

describe('TimerAutoplay', () => {
  it('moves one slide per delay counted from the end of each transition, with no frame loop', () => {
    const raf = jest.spyOn(window, 'requestAnimationFrame');
    const { swiper } = fakeSwiper({ delay: 3000 });
    expect(swiper.autoplay.running).toBe(true);
    jest.advanceTimersByTime(2999);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(swiper.slideNext).toHaveBeenCalledWith(500, true, true);
    // The 500 ms transition, then a full delay.
    jest.advanceTimersByTime(3499);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    expect(raf).not.toHaveBeenCalled();
  });

  /** A carousel as the pages draw it: a region with an arrow beside Swiper's element. */
  const carouselRegion = () => {
    const region = document.createElement('div');
    region.setAttribute('aria-roledescription', 'carousel');
    const arrow = document.createElement('button');
    region.append(arrow);
    document.body.append(region);
    return { region, arrow };
  };

  it('stops for good when keyboard focus enters its carousel, arrows included', () => {
    const { region, arrow } = carouselRegion();
    const { swiper } = fakeSwiper({ delay: 3000 }, {}, region);
    arrow.focus();
    expect(swiper.autoplay.running).toBe(false);
    arrow.blur();
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    region.remove();
  });

  it('does not start when focus is already inside as it starts (Tab got there first)', () => {
    const { region, arrow } = carouselRegion();
    arrow.focus();
    const { swiper } = fakeSwiper({ delay: 3000 }, {}, region);
    expect(swiper.autoplay.running).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    region.remove();
  });

  it("leaves the carousel's rotation control in charge: focus on it stops nothing", () => {
    const { region, arrow } = carouselRegion();
    const toggle = document.createElement('button');
    toggle.setAttribute('data-autoplay-toggle', 'playing');
    region.prepend(toggle);
    // Focus already on it as the carousel starts (a visitor who tabbed there first).
    toggle.focus();
    const { swiper } = fakeSwiper({ delay: 3000 }, {}, region);
    expect(swiper.autoplay.running).toBe(true);
    toggle.blur();
    toggle.focus();
    jest.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    // Focus anywhere else inside still stops it.
    arrow.focus();
    expect(swiper.autoplay.running).toBe(false);
    region.remove();
  });

  it('does nothing when autoplay is off (reduced motion)', () => {
    const { swiper } = fakeSwiper(false);
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(swiper.autoplay.running).toBe(false);
  });

  it('holds still off the screen and in a hidden tab, and goes on when seen again', () => {
    const { swiper } = fakeSwiper({ delay: 3000 });
    intersect(false);
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    intersect(true);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('pauses under the mouse with pauseOnMouseEnter, not under a passing finger', () => {
    const { swiper, el } = fakeSwiper({ delay: 3000, pauseOnMouseEnter: true });
    el.dispatchEvent(pointer('pointerenter', 'touch'));
    jest.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    el.dispatchEvent(pointer('pointerenter'));
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    el.dispatchEvent(pointer('pointerleave'));
    jest.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a finger is on the carousel', 'touchStart', [], 'touchEnd'],
    ["a visitor's own slide change runs", 'beforeTransitionStart', [500, false], 'transitionEnd'],
  ])('holds still while %s, then waits a full delay', (_, hold, args, release) => {
    const { swiper, fire } = fakeSwiper({ delay: 3000 });
    jest.advanceTimersByTime(2000);
    fire(hold, ...args);
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    fire(release);
    jest.advanceTimersByTime(2999);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('tries again a delay later when the slide could not move', () => {
    const { swiper, state } = fakeSwiper({ delay: 3000 }, { loop: true });
    state.stuck = true;
    jest.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    state.stuck = false;
    jest.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    expect(swiper.autoplay.running).toBe(true);
  });

  it('pause() holds until resume(), whatever else happens meanwhile', () => {
    const { swiper, el } = fakeSwiper({ delay: 3000, pauseOnMouseEnter: true });
    swiper.autoplay.pause();
    expect(swiper.autoplay.paused).toBe(true);
    el.dispatchEvent(pointer('pointerenter'));
    el.dispatchEvent(pointer('pointerleave'));
    document.dispatchEvent(new Event('visibilitychange'));
    intersect(true);
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    swiper.autoplay.resume();
    jest.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('stops on stop(), and for good on a visitor move with disableOnInteraction', () => {
    const stopped = fakeSwiper({ delay: 3000 });
    expect(stopped.swiper.autoplay.stop()).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(stopped.swiper.slideNext).not.toHaveBeenCalled();

    const { swiper, fire } = fakeSwiper({ delay: 3000, disableOnInteraction: true });
    fire('beforeTransitionStart', 500, true);
    expect(swiper.autoplay.running).toBe(true);
    fire('beforeTransitionStart', 500, false);
    expect(swiper.autoplay.running).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
  });

  it('at the last slide goes back to the first, unless stopOnLastSlide; loop and rewind go on', () => {
    const plain = fakeSwiper({ delay: 3000 });
    (plain.swiper as { isEnd: boolean }).isEnd = true;
    jest.advanceTimersByTime(3000);
    expect(plain.swiper.slideTo).toHaveBeenCalledWith(0, 500, true, true);
    expect(plain.swiper.autoplay.running).toBe(true);

    const stopping = fakeSwiper({ delay: 3000, stopOnLastSlide: true });
    (stopping.swiper as { isEnd: boolean }).isEnd = true;
    jest.advanceTimersByTime(3000);
    expect(stopping.swiper.slideTo).not.toHaveBeenCalled();
    expect(stopping.swiper.autoplay.running).toBe(false);

    const rewinding = fakeSwiper({ delay: 3000 }, { rewind: true });
    (rewinding.swiper as { isEnd: boolean }).isEnd = true;
    jest.advanceTimersByTime(3000);
    expect(rewinding.swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind once destroyed', () => {
    const { swiper, fire } = fakeSwiper({ delay: 3000 });
    (swiper as { destroyed: boolean }).destroyed = true;
    fire('destroy');
    jest.advanceTimersByTime(10_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
