/**
 * @jest-environment jsdom
 */
/**
 * The video testimonials: every seeded url is a small clip shipped under public/ with its WebVTT
 * captions (the testimonial's words), and the player shows the poster and the captions track.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { VideoFacade } from '@/components/home/video-facade';
import { VIDEO_TESTIMONIALS } from '@/lib/seed/content/site-home';
import { captionsFor } from '@/lib/site/video';

const PUBLIC = path.join(process.cwd(), 'public');
/** WebM and Matroska files start with the EBML magic number. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

describe.each(VIDEO_TESTIMONIALS)('video testimonial $url', (video) => {
  it('is a small WebM clip under public/', () => {
    expect(video.url).toMatch(/^\/videos\/[\w-]+\.webm$/);
    const file = path.join(PUBLIC, video.url);
    expect(fs.existsSync(file)).toBe(true);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 4)).toEqual(EBML);
    expect(bytes.length).toBeLessThan(150_000);
    expect(fs.existsSync(path.join(PUBLIC, video.posterImage))).toBe(true);
  });

  it("has WebVTT captions beside it with the testimonial's words", () => {
    const captions = captionsFor(video.url)!;
    const text = fs.readFileSync(path.join(PUBLIC, captions), 'utf8').trimEnd();
    expect(text.startsWith('WEBVTT\n\n')).toBe(true);
    const spoken = text
      .split('\n\n')
      .slice(1)
      .map((cue) => cue.split('\n').slice(1).join(' '))
      .join(' ');
    expect(spoken).toBe(video.description);
  });
});

describe('VideoFacade', () => {
  const [video] = VIDEO_TESTIMONIALS;

  it('plays our clip on click with its poster and captions track, loading nothing before', () => {
    const { container } = render(
      <VideoFacade url={video.url} poster={video.posterImage} title={video.title} />,
    );
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Play video: ${video.title}` }));
    const player = container.querySelector('video')!;
    expect(player.getAttribute('src')).toBe(video.url);
    expect(player.getAttribute('poster')).toBe(video.posterImage);
    expect(player.getAttribute('preload')).toBe('none');
    const track = player.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('src')).toBe(captionsFor(video.url));
    expect(track.getAttribute('srclang')).toBe('en');
  });

  it('shows a failed clip as its poster with the message, not over the controls', () => {
    const { container } = render(
      <VideoFacade url={video.url} poster={video.posterImage} title={video.title} />,
    );
    fireEvent.click(screen.getByRole('button', { name: `Play video: ${video.title}` }));
    fireEvent.error(container.querySelector('video')!);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/not available/);
  });
});
