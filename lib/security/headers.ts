/**
 * Security headers sent on every response (next.config.mjs applies them to static files too;
 * the middleware adds the Content-Security-Policy, which depends on the page). The values live
 * in ./policies.mjs, which next.config.mjs reads as well.
 */
export { SECURITY_HEADERS } from './policies.mjs';
