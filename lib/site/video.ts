/**
 * How a video testimonial plays once the visitor asks for it: a local file in a <video>
 * element, or a known host's embed page in an iframe (YouTube through its no-cookie domain,
 * so nothing tracks the visitor before or after the click).
 */
export type VideoPlayer =
  | { kind: 'file'; src: string; captions: string | null }
  | { kind: 'embed'; src: string }
  | { kind: 'link'; href: string };

const FILE_PATTERN = /\.(mp4|webm|ogg|mov)(\?.*)?$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1) || null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return url.searchParams.get('v');
    const match = url.pathname.match(/^\/(embed|shorts|live)\/([\w-]+)/);
    return match?.[2] ?? null;
  }
  return null;
}

const isLocal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The WebVTT captions of one of our own clips: beside it, named alike
 * (/videos/testimonial-1.webm has /videos/testimonial-1.vtt); null for another site's file.
 */
export function captionsFor(url: string): string | null {
  if (!isLocal(url)) return null;
  const [pathname] = url.split(/[?#]/);
  return FILE_PATTERN.test(pathname) ? pathname.replace(/\.\w+$/, '.vtt') : null;
}

export function videoPlayer(rawUrl: string): VideoPlayer {
  const url = rawUrl.trim();
  // Our own files play in a <video> element, whatever their extension.
  if (isLocal(url)) return { kind: 'file', src: url, captions: captionsFor(url) };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'link', href: '#' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return { kind: 'link', href: '#' };
  const id = youtubeId(parsed);
  if (id && /^[\w-]{6,20}$/.test(id)) {
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` };
  }
  const vimeo = parsed.hostname.endsWith('vimeo.com') && parsed.pathname.match(/^\/(\d+)/);
  if (vimeo)
    return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&dnt=1` };
  if (FILE_PATTERN.test(parsed.pathname))
    return { kind: 'file', src: parsed.toString(), captions: null };
  return { kind: 'link', href: parsed.toString() };
}
