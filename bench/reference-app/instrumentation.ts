// The bare page has no start-up work. Without a file of its own here, Turbopack takes the
// repository root's instrumentation.ts (the site's) into this app's build.
export function register() {}
