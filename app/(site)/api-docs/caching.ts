/** Whether an operation's success may be kept by caches, read from its documented header. */
import { CACHE_CONTROL, type Caching } from '@/lib/api/openapi/answers';
import type { OperationObject } from '@/lib/api/openapi/types';
import { isRef } from '@/lib/api/openapi/types';

export const CACHE_NOTE: Record<Caching, string> = {
  public: 'Cacheable: browsers and shared caches may keep the answer for a minute.',
  'no-store': 'Not cacheable: the answer is live or personal.',
  private: 'Not cacheable by anyone: the signed-in patient’s own answer.',
};

export function cachingOf(operation: OperationObject): Caching | null {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
  if (!success || isRef(success[1])) return null;
  const header = success[1].headers?.['Cache-Control'];
  if (!header || isRef(header)) return null;
  const value = header.schema.const;
  const known = (Object.keys(CACHE_CONTROL) as Caching[]).find((k) => CACHE_CONTROL[k] === value);
  return known ?? null;
}
