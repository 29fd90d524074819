/**
 * The four share targets of a blog (spec: a short-message network, a professional network, a
 * pinboard network and an e-mail draft), built from the page's absolute URL.
 */
export type ShareNetwork = 'x' | 'linkedin' | 'pinterest' | 'email';

export type ShareLink = { network: ShareNetwork; label: string; href: string };

type Input = {
  /** Absolute URL of the page being shared. */
  url: string;
  title: string;
  /** Absolute URL of the page's image (the pinboard network pins an image). */
  image: string;
};

const enc = encodeURIComponent;

export function blogShareLinks({ url, title, image }: Input): ShareLink[] {
  return [
    {
      network: 'x',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
    },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    },
    {
      network: 'pinterest',
      label: 'Pin on Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${enc(url)}&media=${enc(image)}&description=${enc(title)}`,
    },
    {
      network: 'email',
      label: 'Share by e-mail',
      href: `mailto:?subject=${enc(title)}&body=${enc(`${title}\n\n${url}`)}`,
    },
  ];
}
