import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

/** robots.txt: everything public may be crawled except the API, cart and payment pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/addtocart/', '/payment-success', '/pharmacy/addtocart'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
