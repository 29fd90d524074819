import { IMAGE_CSP, staticFileHeaders } from './lib/security/policies.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` refuses its client scripts to other hosts than localhost; the screenshot and
  // e2e tools open http://127.0.0.1, where pages would otherwise never hydrate.
  allowedDevOrigins: ['127.0.0.1'],
  // PGlite ships WASM and data files that must be loaded from node_modules at run time;
  // jsdom (behind isomorphic-dompurify) reads its own stylesheet from disk.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'isomorphic-dompurify',
    'jsdom',
    'razorpay',
    '@redis/client',
  ],
  // The files the middleware does not see (build assets, public images and files) get the same
  // headers as pages, from the values the middleware uses (lib/security/policies.mjs).
  async headers() {
    return staticFileHeaders();
  },
  images: {
    // No page uses next/image (every image is a local SVG drawn by components/ui/site-image.tsx);
    // these settings keep Next's own image endpoint from optimising anything, and any SVG it
    // serves under IMAGE_CSP. No remote host is allowed.
    dangerouslyAllowSVG: true,
    contentSecurityPolicy: IMAGE_CSP,
    unoptimized: true,
  },
};

export default nextConfig;
