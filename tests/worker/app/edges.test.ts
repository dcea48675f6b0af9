// The edges (docs/security.md "Edges"): cookie-authenticated writes only from our own
// pages; CSP, frame-ancestors, Referrer-Policy and production HSTS on every answer; the dev outbox
// escapes what members wrote; the bank's 3-D Secure page is framed from us under a sandbox policy.
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { COOKIES } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { staticFilesPolicy } from '../../../worker/middleware/security.ts'
import { FRAME_POLICY } from '../../../worker/routes/checkout/three-ds-frame.ts'
import headersFile from '../../../client/public/_headers?raw'
import { register } from '../../support/auth.ts'
import { call, expectUnauthenticated, get, ORIGIN, postJson, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'
import * as schema from '../../../worker/db/schema/index.ts'

const cookie = (token: string) => ({ Cookie: `${COOKIES.accessToken}=${token}` })

describe('state-changing calls authenticated by the cookie', () => {
  it.each([
    ['without an Origin', {}],
    ['from another site', { Origin: 'https://evil.example' }],
    ['from an opaque origin', { Origin: 'null' }],
    ['from a look-alike', { Origin: 'http://localhost:8787.evil.example' }],
  ])('are refused %s, and change nothing', async (_what, origin) => {
    const { token } = await register()
    const res = await postJson('/api/logout', {}, undefined, { headers: { ...cookie(token), ...origin } })
    expect(await read(res)).toEqual({ status: 403, body: { message: tr.common.crossOrigin } })
    expect((await get('/api/user', token)).status).toBe(200) // still logged in
  })

  it('are accepted from our own pages', async () => {
    const { token } = await register()
    const res = await postJson('/api/logout', {}, undefined, { headers: { ...cookie(token), Origin: ORIGIN } })
    expect(res.status).toBe(200)
    await expectUnauthenticated(await get('/api/user', token))
  })

  it('leave calls that do not authenticate by the cookie alone: a login carrying an old cookie', async () => {
    const { token, username, password } = await register()
    const res = await postJson('/api/login', { username, password }, undefined, { headers: cookie(token) })
    expect(res.status).toBe(200)
  })

  it('leave bearer calls and cookie reads alone (no cookie is sent along cross-site)', async () => {
    const { token } = await register()
    expect((await get('/api/user', undefined, { headers: { ...cookie(token), Origin: 'https://evil.example' } })).status).toBe(200)
    expect((await postJson('/api/logout', {}, token, { headers: { Origin: 'https://evil.example' } })).status).toBe(200)
  })
})

describe('security headers', () => {
  it('give the API a strict policy, no framing and a referrer that keeps tokens home', async () => {
    const res = await get('/api/footer')
    const csp = res.headers.get('Content-Security-Policy') ?? ''
    // Scripts are ours, and Turnstile's widget script (docs/operations.md "Turnstile").
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com;")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('Strict-Transport-Security')).toBeNull() // development over http
  })

  it("give the SPA's own files (client/public/_headers) the same policy", () => {
    const rules = headersFile.split(/\n(?=\/)/)
    const all = rules.find((r) => r.startsWith('/*\n'))!
    expect(all).toContain(`Content-Security-Policy: ${staticFilesPolicy("'none'")}\n`)
    expect(all).toContain('Referrer-Policy: strict-origin-when-cross-origin')
    expect(all).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains')
    const result = rules.find((r) => r.startsWith('/paymentresult/*\n'))!
    expect(result).toContain('! Content-Security-Policy\n')
    expect(result).toContain(`Content-Security-Policy: ${staticFilesPolicy("'self'")}\n`)
    expect(staticFilesPolicy("'none'")).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('let only our own checkout frame show the payment result and the bank', async () => {
    for (const path of ['/__sim/3ds/1'])
      expect((await call('GET', path)).headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'self'")
  })

  it('add HSTS and upgrade-insecure-requests in production over https', async () => {
    const production = { ...env, ENVIRONMENT: 'production', APP_URL: 'https://mezat.example', PARTYKIT_HOST: 'rooms.example' } as unknown as Env
    const res = await app.fetch(new Request('https://mezat.example/api/footer'), production, createExecutionContext())
    expect(res.status).toBe(200)
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(res.headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests')
    expect(res.headers.get('Content-Security-Policy')).not.toContain('ws:')
  })
})

describe('GET /__dev/outbox', () => {
  it('escapes what members wrote: no markup, no attribute injection through a link', async () => {
    await db.insert(schema.outbox).values({
      channel: 'mail',
      recipient: 'kurban@example.com',
      subject: '<script>alert(1)</script>',
      body: 'Merhaba <img src=x onerror=alert(1)>, bağlantı: https://mezat.example/a"onmouseover="alert(1) bitti',
    })
    const res = await get('/__dev/outbox')
    const page = await res.text()
    expect(page).not.toContain('<script>alert')
    expect(page).not.toContain('<img src=x')
    expect(page).not.toMatch(/<a [^>]*onmouseover/)
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page).toContain('<a href="https://mezat.example/a">https://mezat.example/a</a>&quot;onmouseover=&quot;alert(1) bitti')
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
  })
})

describe('POST /api/payment/3ds-frame', () => {
  const bankPage = '<!doctype html><body onload="document.forms[0].submit()"><form action="https://acs.bank.example"></form>Şifre</body>'
  const form = (html: string) => new URLSearchParams({ html }).toString()
  const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' }
  const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)))

  it('serves the bank page from our pages under a sandbox policy of its own', async () => {
    const res = await call('POST', '/api/payment/3ds-frame', form(b64(bankPage)), { headers: { ...formHeaders, Origin: ORIGIN } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Security-Policy')).toBe(FRAME_POLICY)
    expect(FRAME_POLICY).toMatch(/^sandbox allow-forms allow-scripts allow-top-navigation;/) // no allow-same-origin
    expect(await res.text()).toBe(bankPage)
  })

  it('serves nothing for another site, and answers bad input with 422', async () => {
    for (const origin of [{}, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
      const res = await call('POST', '/api/payment/3ds-frame', form(b64(bankPage)), { headers: { ...formHeaders, ...origin } })
      expect(await read(res)).toEqual({ status: 403, body: { message: tr.common.crossOrigin } })
    }
    const res = await call('POST', '/api/payment/3ds-frame', form('%%%'), { headers: { ...formHeaders, Origin: ORIGIN } })
    expect(await read(res)).toEqual({
      status: 422,
      body: { message: tr.common.invalidRequest, errors: { html: [tr.common.invalidRequest] } },
    })
  })
})
