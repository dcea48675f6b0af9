// Development only: the outbox as a page (/__dev/outbox) and as JSON (/__dev/outbox.json?to=…),
// so a person or a browser test can follow verification links and read SMS codes; and the cron's
// after-the-hammer pass and the sale-contract pass on demand (POST /__dev/after-the-hammer,
// POST /__dev/sale-contracts, the scheduled live shows' reminders and notices, POST /__dev/live-shows),
// since `wrangler dev` runs no cron; and POST /__dev/sql, which runs a setup script against the local D1 for
// the browser tests (below). Absent in production.
import { Hono } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { invalidField, notFound } from '#common/errors.ts'
import type { AfterHammerRun } from '#common/schemas/after-the-hammer.ts'
import { formatDateTime } from '#common/time.ts'
import { afterTheHammer } from '../../domain/checkout/after-the-hammer.ts'
import { issueSaleContracts } from '../../domain/law/sale-contract.ts'
import { runShowNotices } from '../../domain/alerts/show-notices.ts'
import { recentOutbox } from '../../domain/platform/outbox.ts'
import { readBody } from '../../lib/validate.ts'
import { isProduction, type AppEnv } from '../../env.ts'

// An address ends at white space, a quote or an angle bracket: none of them may reach the href.
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+/g

/**
 * The text with its web addresses as links. Every piece goes through hono/html's escaping (a member's
 * title, a question or a ticket reaches these texts: stored XSS); nothing is pasted in raw.
 */
function linkified(text: string) {
  const pieces: unknown[] = []
  let from = 0
  for (const match of text.matchAll(WEB_ADDRESS)) {
    pieces.push(text.slice(from, match.index), html`<a href="${match[0]}">${match[0]}</a>`)
    from = match.index + match[0].length
  }
  pieces.push(text.slice(from))
  return pieces
}

/** The statements of a script, split at each semicolon outside a string literal ('' inside one is a quote). */
function sqlStatements(script: string): string[] {
  const statements: string[] = []
  let quoted = false
  let from = 0
  for (let i = 0; i < script.length; i++) {
    if (script[i] === "'") quoted = !quoted
    else if (script[i] === ';' && !quoted) {
      statements.push(script.slice(from, i))
      from = i + 1
    }
  }
  statements.push(script.slice(from))
  return statements.map((s) => s.trim()).filter((s) => s !== '')
}

const SqlScript = z.object({ sql: z.string().trim().min(1) })

export const dev = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (isProduction(c.env)) throw notFound()
    await next()
  })
  .post('/after-the-hammer', async (c) => c.json((await afterTheHammer(c.var.db, c.env)) satisfies AfterHammerRun))
  .post('/sale-contracts', async (c) => c.json({ issued: await issueSaleContracts(c.var.db, c.env) }))
  // The browser tests' setup rows (a lot about to end, an order days old) go through the worker's own D1
  // binding, one batch (one transaction) a script. Written into the SQLite file from another process,
  // they held its lock while the worker served other tests, and local D1 answered those with a 500.
  // JSON only: a cross-site page cannot post it without a preflight.
  .post('/sql', async (c) => {
    const { sql } = await readBody(c, SqlScript, 'json')
    try {
      const results = await c.env.DB.batch(sqlStatements(sql).map((s) => c.env.DB.prepare(s)))
      return c.json({ changes: results.reduce((n, r) => n + (r.meta.changes ?? 0), 0) })
    } catch (error) {
      // The test's script is the input: its mistake is told back as the field's error, not a 500.
      throw invalidField('sql', error instanceof Error ? error.message : String(error))
    }
  })
  .post('/live-shows', async (c) => c.json(await runShowNotices(c.var.db, c.env)))
  .get('/outbox.json', async (c) => {
    const to = c.req.query('to')
    return c.json({ data: await recentOutbox(c.var.db, to) })
  })
  .get('/outbox', async (c) => {
    const rows = await recentOutbox(c.var.db)
    return c.html(html`<!doctype html>
      <html lang="tr">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Geliştirme: giden kutusu · Mezat</title>
          <style>
            body{font-family:system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1a1f36}
            header{background:#1e2a78;color:#fff;padding:16px 24px}h1{margin:0;font-size:20px}
            main{max-width:960px;margin:24px auto;padding:0 16px}
            article{background:#fff;border:1px solid #dde1ec;border-radius:10px;padding:16px;margin-bottom:12px}
            .meta{color:#4a5173;font-size:14px;margin-bottom:8px}pre{white-space:pre-wrap;font:inherit;margin:0}
            .tag{display:inline-block;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:600;background:#e8ebfa;color:#1e2a78}
            a{color:#1e2a78}
          </style>
        </head>
        <body>
          <header><h1>Giden kutusu (yalnızca geliştirme ortamında)</h1></header>
          <main>
            <p>Yerel ortamda e-posta ve SMS gönderilmez; burada listelenir. En yeni en üstte.</p>
            ${rows.length === 0 ? html`<p>Henüz ileti yok.</p>` : ''}
            ${rows.map(
              (r) => html`<article>
                <div class="meta">
                  <span class="tag">${r.channel === 'mail' ? 'E-posta' : 'SMS'}</span> #${r.id} · ${r.recipient} ·
                  ${formatDateTime(r.created_at)} · ${r.status}
                </div>
                ${r.subject ? html`<strong>${r.subject}</strong>` : ''}
                <pre>${linkified(r.body)}</pre>
              </article>`,
            )}
          </main>
        </body>
      </html>`)
  })
