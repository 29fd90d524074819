import { NETWORK_ERROR, RETRY_LATER } from '@/components/forms/post-form';

/**
 * Asks one of the account's JSON routes (a reorder, an e-prescription's carts) for its `data`:
 * the data when the route answered it, else the sentence to show (the route's own message, or
 * the site's words for a refusal without one or a lost connection).
 */
export async function askAccount<T>(url: string, init?: RequestInit): Promise<T | string> {
  try {
    const response = await fetch(url, { ...init, credentials: 'same-origin' });
    const body = (await response.json().catch(() => null)) as {
      data?: T;
      message?: string;
    } | null;
    if (response.ok && body?.data) return body.data;
    return body?.message ?? RETRY_LATER;
  } catch {
    return NETWORK_ERROR;
  }
}
