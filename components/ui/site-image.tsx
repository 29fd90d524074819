import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/**
 * The site's one image element. Every image is a local file already in its final form (the seed's
 * SVG drawings and WebP photos, editors' uploads re-encoded to WebP when stored), so a plain
 * `<img>` does all that `next/image` would, without the client component
 * `next/image` puts into every page's first load: sizes reserved by width and height (or by the
 * parent with `fill`), lazy loading below the fold, asynchronous decoding, and for the page's
 * largest image (`priority`) an early high-priority fetch announced in the document head.
 * Works in server and client components alike.
 */
export type SiteImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> & {
  src: string;
  /** '' for a decorative image. */
  alt: string;
  width?: number;
  height?: number;
  /** Cover the positioned parent instead of taking width and height. */
  fill?: boolean;
  /** The page's largest image: preloaded at high priority and never lazy. */
  priority?: boolean;
};

const FILL: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
};

export function SiteImage({
  src,
  alt,
  width,
  height,
  fill = false,
  priority = false,
  loading,
  fetchPriority,
  decoding = 'async',
  style,
  ...rest
}: SiteImageProps) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- local files need no optimisation (see above)
    <img
      src={src}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : fetchPriority}
      decoding={decoding}
      style={fill ? { ...FILL, ...style } : style}
      {...rest}
    />
  );
}
