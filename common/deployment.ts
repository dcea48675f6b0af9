// The one rule for development conveniences (docs/security.md "Production by default"), shared by the
// worker, the rooms and the scripts: fixed stand-in secrets, /__dev and /__sim exist only when
// ENVIRONMENT says development (npm start: wrangler.toml [env.dev]) or test (the vitest configs).
// Anything else, a missing ENVIRONMENT included, is production: a forgotten setting never turns a
// deployed worker into a development one.

export type SecretName = 'JWT_SECRET' | 'INTERNAL_SECRET'
type Vars = { ENVIRONMENT?: unknown } & Partial<Record<SecretName, unknown>>

/** True only when development (or a test run) was switched on explicitly. */
export const isDevelopment = (env: { ENVIRONMENT?: unknown }) => env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test'

/**
 * What each deployed service cannot run without: its secrets (the party only signs and verifies room
 * calls) and the addresses it builds links and calls from (no guessing them from a request's Host).
 */
export const REQUIRED_CONFIG = {
  worker: ['JWT_SECRET', 'INTERNAL_SECRET', 'APP_URL', 'PARTYKIT_HOST'],
  party: ['INTERNAL_SECRET', 'WORKER_URL'],
} as const
export type Service = keyof typeof REQUIRED_CONFIG

/** The service's required settings that are missing or empty; always none in development (stand-ins). */
export function missingConfig(env: Record<string, unknown>, service: Service): string[] {
  if (isDevelopment(env)) return []
  return REQUIRED_CONFIG[service].filter((name) => typeof env[name] !== 'string' || env[name] === '')
}

/** The secret, or in development its fixed stand-in (so a clean checkout runs as is); throws otherwise. */
export function readSecret(env: Vars, name: SecretName): string {
  const value = optionalSecret(env, name)
  if (value === null) throw new Error(`${name} is not set`)
  return value
}

/**
 * A secret production may run without (the feature it guards is then off, e.g. the cargo firms'
 * webhook): the value, or in development its fixed stand-in, or null.
 */
export function optionalSecret<E extends { ENVIRONMENT?: unknown }>(env: E, name: keyof E & string): string | null {
  const value = env[name]
  if (typeof value === 'string' && value) return value
  return isDevelopment(env) ? `mezat-dev-${name.toLowerCase()}-not-for-production` : null
}

/** The one log entry (JSON.stringify it) a service writes for every request it refuses while a setting is missing. */
export const missingConfigLog = (service: Service, missing: readonly string[], path: string) => ({
  level: 'error',
  msg: `${service} refuses every request: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (production needs them; see README "Deploy")`,
  missing,
  path,
})
