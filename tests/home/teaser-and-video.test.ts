import { blogTeaser } from '@/lib/site/blog-teaser';
import { videoPlayer } from '@/lib/site/video';

describe('home blog teaser (50 characters, then an ellipsis)', () => {
  it('cuts at exactly 50 characters and adds ...', () => {
    const text = 'Heart health begins with small daily habits that add up over the years.';
    const teaser = blogTeaser(text);
    expect(teaser).toBe(`${text.slice(0, 50)}...`);
    expect(teaser.length).toBe(53);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '₹'.repeat(60);
    expect(Array.from(blogTeaser(text))).toHaveLength(53);
  });

  it('keeps short text whole, still with the ellipsis', () => {
    expect(blogTeaser('Short note')).toBe('Short note...');
  });
});

describe('video testimonial player', () => {
  it('plays local files in a video element', () => {
    expect(videoPlayer('/videos/story.mp4')).toEqual({
      kind: 'file',
      src: '/videos/story.mp4',
      captions: '/videos/story.vtt',
    });
    expect(videoPlayer('/videos/testimonial-1')).toEqual({
      kind: 'file',
      src: '/videos/testimonial-1',
      captions: null,
    });
    expect(videoPlayer('https://cdn.example.org/story.webm')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.org/story.webm',
      captions: null,
    });
  });

  it('embeds YouTube through the no-cookie domain with autoplay', () => {
    const expected = {
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    };
    expect(videoPlayer('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(expected);
    expect(videoPlayer('https://youtu.be/dQw4w9WgXcQ')).toEqual(expected);
    expect(videoPlayer('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(expected);
  });

  it('never embeds script or unknown URLs', () => {
    expect(videoPlayer('javascript:alert(1)')).toEqual({ kind: 'link', href: '#' });
    expect(videoPlayer('not a url')).toEqual({ kind: 'link', href: '#' });
    expect(videoPlayer('https://example.org/page')).toEqual({
      kind: 'link',
      href: 'https://example.org/page',
    });
  });
});
