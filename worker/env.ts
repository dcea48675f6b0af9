// Bindings and variables of the worker (wrangler.toml) and the Hono context it builds per request.
import { isDevelopment, readSecret } from '#common/deployment.ts'
import type { Db } from './db/client.ts'

export interface Env {
  DB: D1Database
  PHOTOS: R2Bucket
  /** Nightly logical backups of D1 (worker/domain/platform/backup.ts). */
  BACKUPS: R2Bucket
  /** Members' "Verilerimi indir" files (worker/domain/member/data-export.ts), deleted when their link expires. */
  EXPORTS: R2Bucket
  ASSETS: Fetcher
  /** The deployed version's id, tag and upload time (wrangler.toml [version_metadata]), answered by /healthz. */
  CF_VERSION_METADATA?: WorkerVersionMetadata
  /**
   * Rate limiting bindings (wrangler.toml [[ratelimits]]): counted per Cloudflare location, so they damp
   * bursts; the exact limits are D1's counters (docs/operations.md "Abuse").
   */
  AUTH_ADDRESS_LIMIT: RateLimit
  AUTH_ACCOUNT_LIMIT: RateLimit
  BID_ADDRESS_LIMIT: RateLimit
  BID_MEMBER_LIMIT: RateLimit
  /** Analytics Engine: the metrics' data points (worker/lib/metrics.ts). */
  METRICS?: AnalyticsEngineDataset
  /** development | test; anything else (unset included) is production (common/deployment.ts) */
  ENVIRONMENT: string
  APP_URL: string
  PARTYKIT_HOST: string
  MAIL_PROVIDER: string
  SMS_PROVIDER: string
  /** Secrets (wrangler secret put); development and tests fall back to fixed values, production refuses to run without them. */
  JWT_SECRET?: string
  INTERNAL_SECRET?: string
  RESEND_API_KEY?: string
  MAIL_FROM?: string
  NETGSM_USERCODE?: string
  NETGSM_PASSWORD?: string
  NETGSM_HEADER?: string
  /** Turnstile (docs/operations.md "Turnstile"): the widget's public site key (a var) and its secret (wrangler secret put). */
  TURNSTILE_SITE_KEY?: string
  TURNSTILE_SECRET_KEY?: string
  /**
   * The public keys of the rooms' bid receipts, a JSON JWK set (each an Ed25519 key with its `kid`): the
   * current key and every retired one whose receipts are still read (docs/decisions/0013-signed-bid-receipts.md).
   */
  BID_PUBLIC_KEYS?: string
  /**
   * Web push (docs/alerts.md "Web push"): the application server's P-256 key pair (RFC 8292), base64url: the
   * public key (65 bytes, a var the browser reads) and the private scalar `d` (wrangler secret put). Without
   * both, push is off and says so in /healthz; VAPID_SUBJECT (mailto: or https:) defaults to APP_URL.
   */
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  VAPID_SUBJECT?: string
  /** `on` keeps guests' public answers at the edge in development too (worker/middleware/cache.ts); production always does. */
  EDGE_CACHE?: string
}

export type AuthUser = {
  id: number
  username: string
  title: string
  email: string
  role: 'member' | 'editor'
  sessionId: string
}

export type AppEnv = {
  Bindings: Env
  Variables: {
    db: Db
    requestId: string
    user: AuthUser | null
  }
}

/** Production unless development was switched on explicitly (common/deployment.ts). */
export const isProduction = (env: Env) => !isDevelopment(env)

/** A secret, or in development and tests a fixed stand-in, so a clean checkout runs without setup. */
export const secret = (env: Env, name: 'JWT_SECRET' | 'INTERNAL_SECRET'): string => readSecret(env, name)
