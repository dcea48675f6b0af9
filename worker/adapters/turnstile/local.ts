// The local stand-in for Cloudflare's siteverify (there is no internet in development or in the tests): it
// takes the request worker/adapters/turnstile/index.ts sends and answers as Cloudflare documents its test
// secret keys (https://developers.cloudflare.com/turnstile/troubleshooting/testing/): 1x… always passes,
// 2x… always fails, 3x… answers "token already spent"; any other secret is not one it knows.
import { SITEVERIFY_URL, TEST_SECRETS } from './keys.ts'

const answer = (success: boolean, codes: string[]) =>
  Response.json({ success, 'error-codes': codes, ...(success ? { challenge_ts: new Date().toISOString(), hostname: 'localhost' } : {}) })

export const localSiteverify = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const req = new Request(input, init)
  if (req.url !== SITEVERIFY_URL || req.method !== 'POST') return new Response('Not Found', { status: 404 })
  if (!req.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) return answer(false, ['bad-request'])
  const form = await req.formData()
  const secret = form.get('secret')?.toString()
  if (!secret) return answer(false, ['missing-input-secret'])
  if (secret === TEST_SECRETS.alwaysPasses) return answer(true, [])
  if (secret === TEST_SECRETS.alwaysFails) return answer(false, ['invalid-input-response'])
  if (secret === TEST_SECRETS.alreadySpent) return answer(false, ['timeout-or-duplicate'])
  return answer(false, ['invalid-input-secret'])
}) as typeof fetch
