import { expect, type Locator } from '@playwright/test';

/** Waits for Swiper to start inside the carousel region. */
export async function waitForCarousel(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.swiper-initialized')).toHaveCount(1);
}

/**
 * How many slides lie wholly inside the carousel's visible box, measured between two autoplay
 * moves (a slide in transition is neither in nor out).
 */
export async function fullyVisibleSlides(region: Locator): Promise<number> {
  let count: number | null = null;
  await expect
    .poll(async () => {
      count = await region.locator('.swiper').evaluate((el) => {
        const swiper = (el as HTMLElement & { swiper?: { animating: boolean } }).swiper;
        if (swiper?.animating) return null;
        const box = el.getBoundingClientRect();
        return [...el.querySelectorAll('.swiper-slide')].filter((slide) => {
          const r = slide.getBoundingClientRect();
          return r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2;
        }).length;
      });
      return count;
    })
    .not.toBeNull();
  return count ?? 0;
}

/** The index (in the original order) of the slide Swiper calls active. */
export async function activeSlideIndex(region: Locator): Promise<string | null> {
  return region.locator('.swiper-slide-active').first().getAttribute('data-swiper-slide-index');
}

/** Clicks the carousel's next arrow and expects another slide to become the active one. */
export async function expectNextArrowMoves(region: Locator): Promise<void> {
  const active = region.locator('.swiper-slide-active');
  const before = await active.getAttribute('aria-label');
  await region.getByRole('button', { name: /^Next / }).click();
  await expect(active).not.toHaveAttribute('aria-label', before ?? '');
}
