// The previous release's worker against the new schema (docs/deploy.md "Migrations during a rollout"): during
// a gradual deploy the version still serving most requests runs on a database that already has the newest
// migration. This takes that version from git — the commit before the newest migration was added — bundles
// it as wrangler would (esbuild), runs it in workerd (Miniflare) on a D1 with every migration of this tree
// applied, and drives its main reads and writes: the listing, a lot's page, a registration (a member and a session written), a
// watch-list entry (written and read back), the health check. Any statement of the previous code that the
// new schema breaks (a dropped or renamed column, a NOT NULL column it does not fill) fails here.
import { readD1Migrations } from '@cloudflare/vitest-plugin'
import { build } from 'esbuild'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auctions, fixturesSql } from '../e2e/data.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()

/** The commit that added the newest migration file, and the release before it (its parent). */
function previousRelease() {
  const newest = git('ls-tree', '--name-only', 'HEAD', 'migrations/')
    .split('\n')
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .at(-1)!
  // Along the first parents, a merge diffed against its first parent: a migration added by a merge into main is found too.
  const added = git('log', '--first-parent', '-m', '-1', '--diff-filter=A', '--format=%H', 'HEAD', '--', newest)
  return { newest, added, previous: git('rev-parse', `${added}^`) }
}

type Toml = {
  compatibility_date: string
  compatibility_flags: string[]
  env: {
    dev: { vars: Record<string, string>; ratelimits: { name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }[] }
  }
}

let mf: Miniflare
let dir: string
const origin = 'http://localhost:8787'
const call = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  mf.dispatchFetch(`${origin}${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'CF-Connecting-IP': '192.0.2.10', ...init.headers },
  })

beforeAll(async () => {
  const { previous } = previousRelease()
  dir = mkdtempSync(join(tmpdir(), 'mezat-previous-'))
  // The previous release's sources, next to this tree's node_modules (its dependencies at the same versions
  // unless a release changed them, which package-lock.json's history would show).
  execFileSync('sh', ['-c', `git archive ${previous} worker common package.json tsconfig.base.json | tar -x -C "${dir}"`], { cwd: root })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  mkdirSync(join(dir, 'out'))
  await build({
    entryPoints: [join(dir, 'worker/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker'],
    external: ['cloudflare:*', 'node:*'],
    outfile: join(dir, 'out/index.js'),
    logLevel: 'error',
  })
  const toml = parse(readFileSync(join(root, 'wrangler.toml'), 'utf8')) as unknown as Toml
  // The options as wrangler's older Miniflare took them (one worker), converted for this one.
  mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath: join(dir, 'out/index.js'),
      modulesRoot: join(dir, 'out'),
      compatibilityDate: toml.compatibility_date,
      compatibilityFlags: toml.compatibility_flags,
      d1Databases: ['DB'],
      r2Buckets: ['PHOTOS', 'BACKUPS', 'EXPORTS'],
      ratelimits: Object.fromEntries(toml.env.dev.ratelimits.map((r) => [r.name, { namespace_id: r.namespace_id, simple: r.simple }])),
      bindings: {
        ...toml.env.dev.vars,
        PARTYKIT_HOST: '127.0.0.1:9', // no rooms here: the health check reports them down, D1 up
        JWT_SECRET: 'previous-version-test-jwt-secret-long-enough-0123456789abcdef',
        INTERNAL_SECRET: 'previous-version-test-internal-secret-long-enough-0123456789',
      },
    }),
  )
  // Every migration of this tree, as D1 applies them, then the browser suite's fixtures (rows as the new
  // code writes them: a seller, a category, running lots).
  const db = await mf.getD1Database('DB')
  for (const m of await readD1Migrations(join(root, 'migrations'))) await db.batch(m.queries.map((q) => db.prepare(q)))
  const fixtures = fixturesSql('not-a-password-hash') // the seller does not log in here
  await db.exec(fixtures.replace(/\n\s*/g, ' ').replace(/;\s*(?=\S)/g, ';\n'))
}, 60_000)

afterAll(async () => {
  await mf?.dispose()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the previous release on the new schema', () => {
  it('is the commit before the newest migration, which it does not know', () => {
    const { newest, previous } = previousRelease()
    expect(git('ls-tree', '--name-only', previous, 'migrations/')).not.toContain(newest)
  })

  it('reads the listing and a lot, registers a member, writes and reads a watch-list entry, and reaches D1', async () => {
    const listing = await call('/api/auctions')
    expect(listing.status, await listing.clone().text()).toBe(200)
    const lot = await call(`/api/auctions/${auctions.flowers.slug}`)
    expect(lot.status).toBe(200)
    expect(((await lot.json()) as { data: { slug: string } }).data.slug).toBe(auctions.flowers.slug)

    // A registration (the users row and its session, written by the previous code into the new tables);
    // development's Turnstile stand-in passes Cloudflare's dummy token.
    const member = { username: 'onceki_surum', email: 'onceki.surum@example.com', password: 'Parola12345' }
    const register = await call('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...member,
        password_confirmation: member.password,
        membership_contract: true,
        privacy_contract: true,
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      }),
    })
    expect(register.status, await register.clone().text()).toBe(200)
    const { token } = (await register.json()) as { token: string }
    const auth = { Authorization: `Bearer ${token}` }
    const added = await call('/api/addtoWatchList', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `slug=${auctions.chandelier.slug}`,
    })
    expect(added.status, await added.clone().text()).toBe(200)
    const list = await call('/api/mywatchlist', { headers: auth })
    expect(list.status).toBe(200)
    expect(JSON.stringify(await list.json())).toContain(auctions.chandelier.slug)

    const health = await call('/healthz')
    expect(((await health.json()) as { d1: { ok: boolean } }).d1.ok).toBe(true)
  })
})
