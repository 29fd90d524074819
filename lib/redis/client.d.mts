/** Types for client.mjs (the code lives there, in plain JavaScript). */
export { createClient } from '@redis/client';
