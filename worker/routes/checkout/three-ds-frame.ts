// checkout §2 Payment, §9: the bank's 3-D Secure page inside the checkout's frame (three-ds-dialog.tsx).
// The provider hands the page over as HTML (iyzico's threeDSHtmlContent) that runs its own inline script
// and posts its own form to the bank. An iframe srcdoc would inherit the SPA's Content-Security-Policy
// (script-src 'self') and be blocked, so the SPA posts the HTML here and the frame loads it from us under
// a policy of its own: sandboxed to an opaque origin (it can read none of our cookies or storage and
// script none of our pages), framed only by us, and only for a form posted from our own pages.
import { Hono } from 'hono'
import { forbidden, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { AppEnv } from '../../env.ts'
import { fromOwnOrigin } from '../../middleware/security.ts'

const MAX_HTML_BYTES = 512 * 1024

export const FRAME_POLICY =
  "sandbox allow-forms allow-scripts allow-top-navigation; default-src https: data: 'unsafe-inline'; frame-ancestors 'self'"

/** The HTML of a base64 text (UTF-8), or null when it is not base64. */
function decodeBase64(b64: string): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)))
  } catch {
    return null
  }
}

export const threeDsFrame = new Hono<AppEnv>().post('/payment/3ds-frame', async (c) => {
  // Always our own pages, cookie or not: nobody else may have us serve their HTML.
  if (!fromOwnOrigin(c.env, c.req.raw)) throw forbidden(tr.common.crossOrigin)
  const form = await c.req.parseBody()
  const html = typeof form.html === 'string' && form.html.length <= MAX_HTML_BYTES ? decodeBase64(form.html) : null
  if (!html) throw invalidField('html', tr.common.invalidRequest)
  return c.html(html, 200, { 'Content-Security-Policy': FRAME_POLICY, 'Cache-Control': 'no-store' })
})
