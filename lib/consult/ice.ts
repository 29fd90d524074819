import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * The ICE servers a consultation's browsers use (issue 47): the configured STUN servers, and a
 * TURN server when one is set up, for the patients behind carrier-grade NAT whose browsers cannot
 * reach each other directly. TURN credentials are coturn's REST-API kind (`use-auth-secret`):
 * the user name is the expiry time in Unix seconds and a label, the password the base64
 * HMAC-SHA1 of the user name under the secret coturn shares with the site. They lapse by
 * themselves after TURN_CREDENTIAL_SECONDS, so a credential read from one page is worth little.
 */

export const TURN_CREDENTIAL_SECONDS = 4 * 3600;

export type IceServer = { urls: string[]; username?: string; credential?: string };

/** coturn's REST-API credential for `label` (no personal data: the side and the room's id). */
export function turnCredential(secret: string, label: string, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS;
  const username = `${expires}:${label}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

export function iceServers(
  label: string,
  config: { stunUrls: string[]; turnUrls: string[]; turnSecret?: string } = env,
  now = new Date(),
): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret) {
    servers.push({ urls: config.turnUrls, ...turnCredential(config.turnSecret, label, now) });
  }
  return servers;
}
