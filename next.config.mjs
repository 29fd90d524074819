/**
 * Security headers for the files the middleware does not see (build assets, public images and
 * files). Keep in step with lib/security/headers.ts, which the middleware sends on everything else.
 */
const STATIC_FILE_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

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
  async headers() {
    return ['/_next/static/:path*', '/images/:path*', '/files/:path*', '/favicon.ico'].map(
      (source) => ({ source, headers: STATIC_FILE_HEADERS }),
    );
  },
  images: {
    // Every image is generated locally (SVG); nothing is fetched from a remote host.
    dangerouslyAllowSVG: true,
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    unoptimized: true,
  },
};

export default nextConfig;
