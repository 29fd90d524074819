/**
 * The one module that reads process.env. Every setting is typed and validated once;
 * a bad value fails at start with a message naming the variable.
 */
import path from 'node:path';

function readUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  return value;
}

function readInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be ${min === 0 ? 'zero or a positive' : 'a positive'} integer`);
  }
  return n;
}

/**
 * BACKUP_KEY: 32 bytes for AES-256-GCM, as 64 hexadecimal digits or base64 (`openssl rand
 * -base64 32`). A key of any other length is refused at start rather than weakened or padded.
 */
function readBackupKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error(
      'BACKUP_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)',
    );
  }
  return key;
}

/** A guessable token would open the metrics (GETs are not rate-limited): 32 characters at least. */
function readMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) {
    throw new Error('METRICS_TOKEN must be 32 characters or more (openssl rand -hex 32)');
  }
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A wrong level would make the logger throw as it loads, and every route with it. */
function readLogLevel(value: string | undefined, nodeEnv: string | undefined): string {
  if (!value) return nodeEnv === 'test' ? 'silent' : 'info';
  if (!LOG_LEVELS.includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value;
}

const DEFAULT_STUN = 'stun:stun.l.google.com:19302';

/** A comma-separated list of ICE server URLs of one scheme; 'none' or '' for none. */
function readIceUrls(name: string, value: string, scheme: RegExp): string[] {
  if (value === 'none') return [];
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const bad = urls.find((url) => !scheme.test(url));
  if (bad) throw new Error(`${name} must list ${scheme.source.slice(1, -1)} URLs, got "${bad}"`);
  return urls;
}

function loadEnv() {
  const e = process.env;
  if (Boolean(e.TURN_URLS) !== Boolean(e.TURN_SECRET)) {
    throw new Error('Set both TURN_URLS and TURN_SECRET, or neither');
  }
  const databaseUrl = readUrl('DATABASE_URL', e.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const razorpayKeyId = e.RAZORPAY_KEY_ID || undefined;
  const razorpayKeySecret = e.RAZORPAY_KEY_SECRET || undefined;
  if (Boolean(razorpayKeyId) !== Boolean(razorpayKeySecret)) {
    throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither');
  }
  // A typo such as 'true' must not quietly leave payments off (or on): only 1 and 0 are read.
  const paymentTestMode = e.PAYMENT_TEST_MODE ?? '';
  if (!['', '0', '1'].includes(paymentTestMode)) {
    throw new Error('PAYMENT_TEST_MODE must be 1 (test checkout on) or 0 (off)');
  }
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    /** PostgreSQL server; when absent the embedded PGlite database is used. */
    databaseUrl,
    /** Where the embedded database and uploaded files live. */
    dataDir: path.resolve(/*turbopackIgnore: true*/ e.DATA_DIR || './data'),
    /** Absolute origin used in canonical links, the sitemap and Open Graph tags. */
    siteUrl: (readUrl('SITE_URL', e.SITE_URL) ?? 'http://localhost:3000').replace(/\/$/, ''),
    redisUrl: readUrl('REDIS_URL', e.REDIS_URL),
    /**
     * The SMTP server patients' e-mails go through (smtp://user:pass@host:587, smtps://…); without
     * it each e-mail is written as a .eml file under DATA_DIR/outbox (lib/notifications/channels.ts).
     */
    smtpUrl: readUrl('SMTP_URL', e.SMTP_URL),
    /** The sender of those e-mails. */
    mailFrom: e.MAIL_FROM || 'Saithunga Hospital <no-reply@saithunga.example>',
    razorpayKeyId,
    razorpayKeySecret,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined,
    /**
     * Enables the on-site test checkout (no money moves) when no Razorpay keys are set. Off by
     * default: without keys and without it, every payment is refused (lib/payments/mode.ts).
     */
    paymentTestMode: paymentTestMode === '1',
    /**
     * Signs test-mode payments. When unset, a random secret is generated once per data directory
     * (DATA_DIR/payment-test-secret); instances that share a database must share this value.
     */
    paymentTestSecret: e.PAYMENT_TEST_SECRET || undefined,
    /** Lets /api/health report the process's query count (tests prove cached pages cost none). */
    /** Lets a content editor's webhook call POST /api/revalidate; the endpoint is off when unset. */
    revalidateSecret: e.REVALIDATE_SECRET || undefined,
    slotHoldMinutes: readInt('SLOT_HOLD_MINUTES', e.SLOT_HOLD_MINUTES, 15),
    /**
     * How long a checkout's hold lasts before its payment window opens (lib/checkout/holds.ts):
     * a hold whose buyer never opened the checkout (a script, a crashed server that never
     * answered) lapses after this, not after the whole SLOT_HOLD_MINUTES.
     */
    holdUnopenedSeconds: readInt('HOLD_UNOPENED_SECONDS', e.HOLD_UNOPENED_SECONDS, 120),
    /**
     * How many reverse proxies in front of the site append to X-Forwarded-For. 0 (served
     * directly): limits count by the TCP peer's address, which `npm run start` stamps on each
     * request and no client can choose. Set it only to the number of proxies really in front:
     * 1 for one proxy, 2 for a CDN and a proxy (see docs/decisions/client-address.md).
     */
    trustedProxyHops: readInt('TRUSTED_PROXY_HOPS', e.TRUSTED_PROXY_HOPS, 0, 0),
    /** Where `npm run backup` writes its archives (and retention prunes them). */
    backupDir: path.resolve(/*turbopackIgnore: true*/ e.BACKUP_DIR || './backups'),
    /** Encrypts backups with AES-256-GCM when set (lib/ops/backup-crypto.ts). */
    backupKey: readBackupKey(e.BACKUP_KEY),
    /** Retention: the newest backup of each of the last N days (India time) is kept… */
    backupKeepDaily: readInt('BACKUP_KEEP_DAILY', e.BACKUP_KEEP_DAILY, 7, 0),
    /** …and the newest of each of the last M ISO weeks. */
    backupKeepWeekly: readInt('BACKUP_KEEP_WEEKLY', e.BACKUP_KEEP_WEEKLY, 4, 0),
    /**
     * The bearer token of GET /api/metrics (Prometheus); the endpoint answers 404 when unset, so
     * metrics are never open by default.
     */
    metricsToken: readMetricsToken(e.METRICS_TOKEN),
    /** pino's level for the server's JSON log lines; tests are silent unless asked. */
    logLevel: readLogLevel(e.LOG_LEVEL, e.NODE_ENV),
    /**
     * The video consultations' ICE servers (lib/consult/ice.ts): STUN_URLS, comma-separated
     * (a public STUN server by default; 'none' for none), and a TURN server (coturn) with its
     * REST-API shared secret: TURN_URLS (turn:host:3478,turns:host:5349) and TURN_SECRET, both or
     * neither.
     */
    stunUrls: readIceUrls('STUN_URLS', e.STUN_URLS ?? DEFAULT_STUN, /^stuns?:/),
    turnUrls: readIceUrls('TURN_URLS', e.TURN_URLS ?? '', /^turns?:/),
    turnSecret: e.TURN_SECRET || undefined,
    /** Set by `next build`; reads then use a private copy of the embedded database. */
    isBuild: e.NEXT_PHASE === 'phase-production-build',
  } as const;
}

export type Env = ReturnType<typeof loadEnv>;

export const env: Env = loadEnv();
