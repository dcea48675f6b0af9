// Calls that leave the worker for an outside service (iyzico, Resend, Netgsm, the rooms).
// NOTE: fetch in Workers sends no User-Agent of its own (Node's does), and some APIs refuse a request
// without one: Resend answers 403 (error 1010). Every adapter names us, with the version of package.json.
import { version } from '../../package.json'

export const USER_AGENT = `Mezat/${version}`

/** The headers with our User-Agent first (a caller's own User-Agent wins). */
export const withUserAgent = (headers: Record<string, string> = {}): Record<string, string> => ({ 'User-Agent': USER_AGENT, ...headers })

/** Base64 of the UTF-8 bytes (btoa alone reads Latin-1 and throws past U+00FF: "ş", "ğ", "ı"). */
export function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A provider asked us to wait (429/503 with Retry-After): the outbox retries no sooner. */
export class RetryLater extends Error {
  override name = 'RetryLater'
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message)
  }
}

/** Retry-After in milliseconds (seconds or an HTTP date, RFC 9110), or null when absent or unreadable. */
export function retryAfterMs(res: Response, now = Date.now()): number | null {
  const raw = res.headers.get('Retry-After')?.trim()
  if (!raw) return null
  if (/^\d+$/.test(raw)) return Number(raw) * 1000
  const at = Date.parse(raw)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
