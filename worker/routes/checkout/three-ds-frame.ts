// Payment: the bank's 3-D Secure page inside the checkout's frame (three-ds-dialog.tsx).
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

// The bank posts its answer from inside the frame, whose sandbox gives its pages an opaque origin (no
// allow-same-origin: with allow-scripts beside it the frame could lift its own sandbox). The SPA cannot run
// there (no storage, its module scripts are refused to an opaque origin), so the callback answers the frame
// with this page, which sends the whole window to the result (allow-top-navigation); its one script is
// allowed by hash, and a link does the same without script. docs/money-path.md "The 3-D Secure frame".
const LEAVE_FRAME_SCRIPT = "top.location.href=document.getElementById('next').href"

let scriptHash: Promise<string> | null = null
const leaveFrameHash = () =>
  (scriptHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(LEAVE_FRAME_SCRIPT))
    .then((d) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(d)))}'`))

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The answer to the bank's callback when it arrived inside our frame (the browser says so: Sec-Fetch-Dest). */
export async function leaveFrame(path: string): Promise<Response> {
  const href = escapeHtml(path)
  const html =
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${tr.payment.resultTitle}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;text-align:center;padding:2rem 1rem">` +
    `<p><a id="next" href="${href}" target="_top">${tr.payment.resultLink}</a></p>` +
    `<script>${LEAVE_FRAME_SCRIPT}</script></body></html>`
  const policy = `default-src 'none'; script-src ${await leaveFrameHash()}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' } })
}
