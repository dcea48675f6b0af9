// The browser's side of web push, written from RFC 8291 and RFC 8188 with WebCrypto, independent of the
// library the worker sends with: it decrypts an aes128gcm push message with the receiver's private key.
// Checked against RFC 8291 appendix A's example (tests/worker/platform/push.test.ts).

/** base64url (with or without padding) to bytes. */
export const b64 = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')), (c) => c.charCodeAt(0))

/** RFC 8291 appendix A: the example's keys, salt, plaintext and the whole message body. */
export const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  /** The application server's ephemeral ECDH key pair of the example. */
  senderKeys: async (): Promise<CryptoKeyPair> => ({
    privateKey: await ecdhPrivate(RFC8291.asPublic, RFC8291.asPrivate),
    publicKey: await crypto.subtle.importKey('raw', b64(RFC8291.asPublic), { name: 'ECDH', namedCurve: 'P-256' }, true, []),
  }),
}

const toB64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

function ecdhPrivate(publicKey: string, d: string) {
  const point = b64(publicKey)
  const jwk = { kty: 'EC', crv: 'P-256', x: toB64url(point.slice(1, 33)), y: toB64url(point.slice(33, 65)), d, ext: true }
  return crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array | ArrayBuffer, info: Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits'])
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8))
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** Decrypts one aes128gcm message (a single record, RFC 8188 section 2) to text; throws when it does not authenticate. */
export async function decryptPush(body: Uint8Array, uaPrivate: string, uaPublic: string, auth: string): Promise<string> {
  const salt = body.slice(0, 16)
  const idlen = body[20]!
  const asPublic = body.slice(21, 21 + idlen)
  const record = body.slice(21 + idlen)
  const sender = await crypto.subtle.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, [])
  // NOTE: workerd takes WebCrypto's `public`; its types spell the member `$public`.
  const ecdh = { name: 'ECDH', public: sender } as unknown as SubtleCryptoDeriveKeyAlgorithm
  const shared = await crypto.subtle.deriveBits(ecdh, await ecdhPrivate(uaPublic, uaPrivate), 256)
  const text = new TextEncoder()
  // RFC 8291 section 3.4: IKM from the shared secret and the auth secret, keyed by both public keys.
  const ikm = await hkdf(b64(auth), shared, concat(text.encode('WebPush: info\0'), b64(uaPublic), asPublic), 32)
  const cek = await hkdf(salt, ikm, text.encode('Content-Encoding: aes128gcm\0'), 16)
  const nonce = await hkdf(salt, ikm, text.encode('Content-Encoding: nonce\0'), 12)
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt'])
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record))
  // RFC 8188 section 2: the last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return new TextDecoder().decode(padded.slice(0, end))
}
