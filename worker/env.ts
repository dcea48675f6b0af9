// Bindings and variables of the worker (wrangler.toml) and the Hono context it builds per request.
import type { Db } from './db/client.ts'

export interface Env {
  DB: D1Database
  PHOTOS: R2Bucket
  ASSETS: Fetcher
  /** development | test | production */
  ENVIRONMENT: string
  APP_URL: string
  PARTYKIT_HOST: string
  MAIL_PROVIDER: string
  SMS_PROVIDER: string
  /** Secrets (wrangler secret put); development and tests fall back to fixed values. */
  JWT_SECRET?: string
  INTERNAL_SECRET?: string
  RESEND_API_KEY?: string
  MAIL_FROM?: string
  NETGSM_USERCODE?: string
  NETGSM_PASSWORD?: string
  NETGSM_HEADER?: string
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

export const isProduction = (env: Env) => env.ENVIRONMENT === 'production'

/** A secret, or in development and tests a fixed stand-in, so a clean checkout runs without setup. */
export function secret(env: Env, name: 'JWT_SECRET' | 'INTERNAL_SECRET'): string {
  const value = env[name]
  if (value) return value
  if (isProduction(env)) throw new Error(`${name} is not set`)
  return `mezat-dev-${name.toLowerCase()}-not-for-production`
}
