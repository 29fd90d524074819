/** @jest-environment jsdom */
import type { Swiper as SwiperInstance } from 'swiper';
import { stopAutoplayIfFocused } from '@/components/ui/carousel-focus';

describe('a carousel that starts with keyboard focus inside', () => {
  const region = document.createElement('div');
  const arrow = document.createElement('button');
  const elsewhere = document.createElement('button');
  region.append(arrow);
  document.body.append(region, elsewhere);
  const started = () => {
    const stop = jest.fn();
    return { swiper: { autoplay: { stop } } as unknown as SwiperInstance, stop };
  };

  it('stops its autoplay when focus is already on one of its controls', () => {
    arrow.focus();
    const { swiper, stop } = started();
    stopAutoplayIfFocused(swiper, region);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('keeps playing when focus is elsewhere, or when it has no region yet', () => {
    elsewhere.focus();
    const { swiper, stop } = started();
    stopAutoplayIfFocused(swiper, region);
    stopAutoplayIfFocused(swiper, null);
    expect(stop).not.toHaveBeenCalled();
  });
});
