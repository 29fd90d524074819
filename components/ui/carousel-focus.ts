import type { Swiper as SwiperInstance } from 'swiper';

/**
 * Keyboard users reading a slide should not have it move away under them (WCAG 2.2.2). Every
 * auto-playing carousel stops when focus enters its region, and, as Swiper starts only when a
 * carousel nears the screen, also when it starts with focus already inside: Tab can reach a
 * carousel's arrow before Swiper has loaded, and a focus event then found nothing to stop.
 */
export function stopAutoplayIfFocused(swiper: SwiperInstance, region: Element | null): void {
  if (region?.contains(document.activeElement)) swiper.autoplay?.stop();
}
