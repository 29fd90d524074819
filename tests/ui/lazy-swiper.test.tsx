/** @jest-environment jsdom */
/**
 * LazySwiper: Swiper starts only once a carousel nears the screen, and with `deferSlides` the
 * slides themselves stay out of the page (and out of the server HTML) until then.
 */
import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LazySwiper } from '@/components/ui/lazy-swiper';

const mockStartSwiper = jest.fn(() => ({ destroy: jest.fn() }));
jest.mock('@/components/ui/swiper-track', () => ({
  startSwiper: (...args: unknown[]) => (mockStartSwiper as (...a: unknown[]) => unknown)(...args),
}));

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  private readonly entry: { callback: Callback; disconnected: boolean };
  constructor(callback: Callback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function comeNear() {
  act(() => {
    for (const o of observers.filter((o) => !o.disconnected))
      o.callback([{ isIntersecting: true }]);
  });
}

const slides = ['Cetisol', 'Dolo', 'Zyrtec'].map((name) => ({
  key: name,
  node: <a href={`/pharmacy/${name.toLowerCase()}`}>{name}</a>,
}));

function Carousel({ deferSlides }: { deferSlides?: boolean }) {
  return (
    <LazySwiper
      modules={['a11y']}
      options={{ slidesPerView: 2 }}
      slides={slides}
      className="track"
      deferSlides={deferSlides}
    />
  );
}

beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
    FakeIntersectionObserver;
});

beforeEach(() => {
  observers.length = 0;
  mockStartSwiper.mockClear();
});

describe('LazySwiper', () => {
  it('draws the slides at once but starts Swiper only when the carousel comes near', async () => {
    render(<Carousel />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(mockStartSwiper).not.toHaveBeenCalled();

    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(mockStartSwiper).not.toHaveBeenCalled();

    comeNear();
    await waitFor(() => expect(mockStartSwiper).toHaveBeenCalledTimes(1));
    // On the very elements the page was drawn with.
    const [container] = mockStartSwiper.mock.calls[0] as unknown as [HTMLElement];
    expect(container.querySelectorAll('.swiper-slide a')).toHaveLength(3);
  });

  it('with deferSlides, sends no slide in the server HTML', () => {
    const html = renderToString(<Carousel deferSlides />);
    expect(html).toContain('swiper-wrapper');
    expect(html).toContain('data-pending="true"');
    // Assistive technology hears the track is still filling.
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('Cetisol');
  });

  it('with deferSlides, adds the slides as the carousel comes near, then starts Swiper on them', async () => {
    const { container } = render(<Carousel deferSlides />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.querySelector('[data-pending]')).not.toBeNull();

    comeNear();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Cetisol',
      'Dolo',
      'Zyrtec',
    ]);
    expect(container.querySelector('[data-pending]')).toBeNull();
    await waitFor(() => expect(mockStartSwiper).toHaveBeenCalledTimes(1));
    const [track] = mockStartSwiper.mock.calls[0] as unknown as [HTMLElement];
    expect(track.querySelectorAll('.swiper-slide')).toHaveLength(3);
  });

  it('starts Swiper once, also under StrictMode, and never after the carousel has left', async () => {
    render(
      <StrictMode>
        <Carousel deferSlides />
      </StrictMode>,
    );
    comeNear();
    await waitFor(() => expect(mockStartSwiper).toHaveBeenCalled());
    // Whatever else was queued has run by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mockStartSwiper).toHaveBeenCalledTimes(1);

    mockStartSwiper.mockClear();
    const { unmount } = render(<Carousel />);
    comeNear();
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mockStartSwiper).not.toHaveBeenCalled();
  });

  describe('rotation control of a carousel that plays by itself', () => {
    /** A Swiper stand-in with the autoplay members the control uses. */
    function fakeAutoplaySwiper() {
      const autoplay = {
        running: true,
        stop: jest.fn(() => {
          autoplay.running = false;
        }),
        start: jest.fn(() => {
          autoplay.running = true;
        }),
      };
      return { destroy: jest.fn(), autoplay };
    }
    const Playing = ({ autoplay = true }: { autoplay?: boolean }) => (
      <LazySwiper
        modules={['autoplay']}
        options={{ autoplay: autoplay ? { delay: 3000 } : false }}
        slides={slides}
        className="track"
      />
    );
    const stopButton = () => screen.getByRole('button', { name: 'Stop automatic slide show' });
    const startButton = () => screen.getByRole('button', { name: 'Start automatic slide show' });

    it('is drawn first, in the server HTML too, and only when the carousel plays by itself', () => {
      const html = renderToString(<Playing />);
      expect(html.indexOf('Stop automatic slide show')).toBeLessThan(
        html.indexOf('swiper-wrapper'),
      );
      expect(renderToString(<Carousel />)).not.toContain('automatic slide show');
      const { container } = render(<Playing />);
      expect(container.firstElementChild).toBe(stopButton());
    });

    it('stops and starts the running carousel, and follows what stops it otherwise', async () => {
      const swiper = fakeAutoplaySwiper();
      mockStartSwiper.mockReturnValueOnce(swiper);
      render(<Playing />);
      comeNear();
      await waitFor(() => expect(mockStartSwiper).toHaveBeenCalled());

      act(() => stopButton().click());
      expect(swiper.autoplay.stop).toHaveBeenCalledTimes(1);
      act(() => startButton().click());
      expect(swiper.autoplay.start).toHaveBeenCalledTimes(1);
      expect(stopButton()).toBeTruthy();

      // Swiper says autoplay stopped (focus moved onto a slide): the button offers to start it.
      const [, , events] = mockStartSwiper.mock.calls[0] as unknown as [
        HTMLElement,
        unknown,
        () => { onAutoplay?: (running: boolean) => void },
      ];
      act(() => events().onAutoplay?.(false));
      expect(startButton()).toBeTruthy();
    });

    it('works before Swiper has loaded: a carousel stopped then starts stopped', async () => {
      const swiper = fakeAutoplaySwiper();
      mockStartSwiper.mockReturnValueOnce(swiper);
      render(<Playing />);
      act(() => stopButton().click());
      comeNear();
      await waitFor(() => expect(swiper.autoplay.stop).toHaveBeenCalledTimes(1));
      expect(startButton()).toBeTruthy();
    });

    it('keeps the track it observes when autoplay turns off as the page hydrates (reduced motion)', async () => {
      const { container, rerender } = render(<Playing />);
      const track = container.querySelector('.swiper');
      rerender(<Playing autoplay={false} />);
      expect(container.querySelector('.swiper')).toBe(track);
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
      comeNear();
      await waitFor(() => expect(mockStartSwiper).toHaveBeenCalled());
    });

    it('says so when the carousel could not start (focus was already inside it)', async () => {
      const swiper = fakeAutoplaySwiper();
      swiper.autoplay.running = false;
      mockStartSwiper.mockReturnValueOnce(swiper);
      render(<Playing />);
      comeNear();
      await waitFor(() => expect(startButton()).toBeTruthy());
    });
  });

  it('stops Swiper when the carousel leaves the page', async () => {
    const destroy = jest.fn();
    mockStartSwiper.mockReturnValueOnce({ destroy });
    const { unmount } = render(<Carousel />);
    comeNear();
    await waitFor(() => expect(mockStartSwiper).toHaveBeenCalled());
    unmount();
    expect(destroy).toHaveBeenCalledWith(true, false);
  });
});
