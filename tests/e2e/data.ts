// Data the browser specs rely on, written into the e2e database by run.ts after the demo data,
// so a spec never depends on what the demo catalogue happens to contain.
// Runs in Node 22 (type stripping) and is imported by the specs for names and slugs.
import { auctionSearchText } from '../../common/search.ts'
import { trFold, trLower } from '../../common/text.ts'

export const E2E_PASSWORD = 'E2eParola123'

export const seller = { username: 'e2e_satici', email: 'e2e.satici@example.com', password: E2E_PASSWORD }
export const category = { slug: 'e2e-ev-ve-yasam', title: 'E2E Ev ve Yaşam' }
/** Auctions the header search must find with Turkish folding ('cicek' → Çiçek, 'ışıklı' → Işıklı). */
export const auctions = {
  flowers: { slug: 'e2e-cicek-desenli-porselen-vazo', name: 'Çiçek desenli porselen vazo' },
  chandelier: { slug: 'e2e-isikli-kristal-avize', name: 'Işıklı kristal avize' },
} as const
/** A lot bought outright two days ago, with an editor's estimate and a condition report: the sold-lots page and the lot's facts. */
export const soldLot = {
  slug: 'e2e-gumus-cerceveli-ayna',
  name: 'Gümüş çerçeveli el aynası',
  hammer: '1.750\u00a0₺',
  estimate: '1.200\u00a0₺ – 1.800\u00a0₺',
  notes: 'Sırda iki küçük leke var.',
  /** The condition report's own photos (demo drawings), each with its caption. */
  conditionPhotos: [
    { path: '/demo/auctions/ewer-silver-detail.webp', caption: 'Sırdaki iki leke, yakından' },
    { path: '/demo/auctions/ewer-silver-back.webp', caption: 'Arka yüz: çerçevede hafif kararma' },
  ],
} as const
export const contracts = [
  { slug: 'uyelik-sozlesmesi', title: 'Üyelik Sözleşmesi' },
  { slug: 'gizlilik-sozlesmesi', title: 'Gizlilik Politikası' },
] as const

const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)

/** SQL for the fixtures; idempotent (ON CONFLICT DO NOTHING), so it also works over demo data. */
export function fixturesSql(passwordHash: string, now = Date.now()) {
  const day = 86_400_000
  const lines = [
    `INSERT INTO users (username, username_normalized, email, password_hash, role, title, slug, email_verified_at, contracts_accepted_at, created_at, updated_at)
     VALUES (${[seller.username, trLower(seller.username), seller.email, passwordHash, 'member', 'E2E Satıcı', 'e2e-satici', now, now, now, now].map(q).join(', ')})
     ON CONFLICT DO NOTHING;`,
    `INSERT INTO categories (parent_id, level, slug, title, title_normalized, sort_order, is_active, created_at)
     VALUES (NULL, 1, ${q(category.slug)}, ${q(category.title)}, ${q(trFold(category.title))}, 999, 1, ${now})
     ON CONFLICT DO NOTHING;`,
    ...contracts.map(
      (c) => `INSERT INTO contracts (slug, title, contract_content, sort_order, updated_at)
       VALUES (${q(c.slug)}, ${q(c.title)}, ${q(`<p>${c.title} metni.</p>`)}, 0, ${now}) ON CONFLICT DO NOTHING;`,
    ),
  ]
  for (const a of Object.values(auctions)) {
    const searchText = auctionSearchText([a.name, a.name, category.title])
    lines.push(
      `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
         start_time, end_time, approved, approved_at, search_text, created_at, updated_at)
       SELECT u.id, c.id, ${q(a.name)}, ${q(a.name)}, ${q(a.slug)}, ${q(`<p>${a.name}, uçtan uca testler için.</p>`)}, 10000, 10000, 500000,
         ${now - day}, ${now + 3 * day}, 2, ${now - day}, ${q(searchText)}, ${now}, ${now}
       FROM users u, categories c WHERE u.username_normalized = ${q(trLower(seller.username))} AND c.slug = ${q(category.slug)}
       ON CONFLICT DO NOTHING;`,
      `INSERT INTO auctions_fts (rowid, search_text) SELECT id, search_text FROM auctions
       WHERE slug = ${q(a.slug)} AND id NOT IN (SELECT rowid FROM auctions_fts);`,
    )
  }
  const soldText = auctionSearchText([soldLot.name, soldLot.name, category.title])
  lines.push(
    `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
       start_time, end_time, closed_at, approved, approved_at, winner_user_id, sold_via, estimate_low_kurus, estimate_high_kurus,
       condition_grade, condition_notes, search_text, created_at, updated_at)
     SELECT u.id, c.id, ${q(soldLot.name)}, ${q(soldLot.name)}, ${q(soldLot.slug)}, ${q(`<p>${soldLot.name}.</p>`)}, 50000, 50000, 175000,
       ${now - 4 * day}, ${now - 2 * day}, ${now - 2 * day}, 2, ${now - 4 * day},
       (SELECT w.id FROM users w WHERE w.id <> u.id ORDER BY w.id LIMIT 1), 'buynow', 120000, 180000, 'very_good', ${q(soldLot.notes)},
       ${q(soldText)}, ${now}, ${now}
     FROM users u, categories c WHERE u.username_normalized = ${q(trLower(seller.username))} AND c.slug = ${q(category.slug)}
     ON CONFLICT DO NOTHING;`,
    `INSERT INTO auctions_fts (rowid, search_text) SELECT id, search_text FROM auctions
     WHERE slug = ${q(soldLot.slug)} AND id NOT IN (SELECT rowid FROM auctions_fts);`,
    ...soldLot.conditionPhotos.map(
      (p, position) => `INSERT INTO auction_condition_photos (auction_id, position, image_path, thumbnail_path, width, height, caption, created_at)
       SELECT a.id, ${position}, ${q(p.path)}, ${q(p.path)}, 800, 800, ${q(p.caption)}, ${now} FROM auctions a
       WHERE a.slug = ${q(soldLot.slug)} AND NOT EXISTS (SELECT 1 FROM auction_condition_photos x WHERE x.auction_id = a.id AND x.position = ${position});`,
    ),
  )
  return lines.join('\n')
}
