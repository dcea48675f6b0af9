// npm run push:keys: a new VAPID key pair for web push (RFC 8292; docs/alerts.md "Web push"), base64url.
// The public half is the VAPID_PUBLIC_KEY var of wrangler.toml; the private half goes only to
// `wrangler secret put VAPID_PRIVATE_KEY` (paste it there, keep it nowhere else).
const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])) as CryptoKeyPair
const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url')
const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey)
console.log(`VAPID_PUBLIC_KEY = "${publicKey}"`)
console.log(`VAPID_PRIVATE_KEY (wrangler secret put VAPID_PRIVATE_KEY): ${d}`)
