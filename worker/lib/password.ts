// Password hashing with PBKDF2-HMAC-SHA256 from WebCrypto.
// NOTE: OWASP's Password Storage Cheat Sheet asks for 600,000 iterations of PBKDF2-HMAC-SHA256,
// but Cloudflare's production runtime refuses more than 100,000 ("iteration counts above 100000 are
// not supported"; local workerd does not enforce it, so tests/worker/member/password.test.ts pins the count
// instead of expecting the error). We use the platform's maximum and store the
// parameters in the hash, so the cost can rise (rehash on login) the day the limit does.
// Runs unchanged in Node 22 (scripts/seed.ts hashes the demo accounts with it).

export const PBKDF2_ITERATIONS = 100_000
const KEY_BITS = 256
const enc = new TextEncoder()

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS)
  return new Uint8Array(bits)
}

/** "pbkdf2_sha256$<iterations>$<salt b64>$<hash b64>" */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, iterations)
  return `pbkdf2_sha256$${iterations}$${toB64(salt)}$${toB64(hash)}`
}

/** Constant-time comparison of the derived key with the stored one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, saltB64, hashB64] = stored.split('$')
  if (scheme !== 'pbkdf2_sha256' || !iter || !saltB64 || !hashB64) return false
  const expected = fromB64(hashB64)
  const actual = await derive(password, fromB64(saltB64), Number(iter))
  if (actual.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!
  return diff === 0
}

/** True when a stored hash was made with fewer iterations than we use now. */
export const needsRehash = (stored: string) => Number(stored.split('$')[1]) < PBKDF2_ITERATIONS
