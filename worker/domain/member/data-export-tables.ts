// What "Verilerimi indir" holds (docs/privacy.md "The member's own data"): one query per table, each bound
// to the member's id (?1) and naming its columns, so a row of another person or a secret (password hash,
// session id, card number's parts) cannot slip in when a table grows a column. Where a row is shared with
// another person (an order the member sold, a reply on the member's ticket), only the member's side of it.
import type { ExportRows } from '../../lib/csv.ts'

export type ExportTable = { name: string; sql: string }

export const EXPORT_TABLES: readonly ExportTable[] = [
  {
    name: 'profil',
    sql: `SELECT id, username, email, title, slug, first_name, last_name, tckn, phone_1, phone_verified_at, email_verified_at,
      birth_day, birth_month, birth_year, bank_title, bank_account_name, bank_iban, contracts_accepted_at, created_at, updated_at
      FROM users WHERE id = ?1`,
  },
  {
    name: 'teslimat_adresleri',
    sql: `SELECT id, title, person, line1, line2, neighbourhood, town, city, postalcode, country, phone, is_default, created_at, updated_at
      FROM delivery_addresses WHERE user_id = ?1 ORDER BY id`,
  },
  {
    name: 'fatura_bilgileri',
    sql: `SELECT id, type, full_name, tax_number, tax_office, address, district, city, phone, is_efatura, created_at, updated_at
      FROM invoice_addresses WHERE user_id = ?1 ORDER BY id`,
  },
  { name: 'satici_kimligi', sql: 'SELECT kind, trade_name, vkn, mersis, address, kep, updated_at, verified_at FROM seller_identities WHERE user_id = ?1' },
  {
    name: 'peyler',
    sql: `SELECT b.id, b.auction_id, a.name AS mezat, b.bid_amount_kurus, b.total_amount_kurus, b.is_auto, b.created_at
      FROM bids b JOIN auctions a ON a.id = b.auction_id WHERE b.user_id = ?1 ORDER BY b.id`,
  },
  {
    name: 'otomatik_peyler',
    sql: `SELECT ab.auction_id, a.name AS mezat, ab.max_amount_kurus, ab.created_at, ab.updated_at
      FROM auto_bids ab JOIN auctions a ON a.id = ab.auction_id WHERE ab.user_id = ?1 ORDER BY ab.id`,
  },
  {
    name: 'takip_listesi',
    sql: 'SELECT w.auction_id, a.name AS mezat, w.created_at FROM watchlist w JOIN auctions a ON a.id = w.auction_id WHERE w.user_id = ?1 ORDER BY w.created_at',
  },
  {
    name: 'on_bilgilendirme_onaylari',
    sql: 'SELECT auction_id, version, confirmed_at FROM preinfo_confirmations WHERE user_id = ?1 ORDER BY confirmed_at',
  },
  {
    name: 'mesafeli_satis_sozlesmeleri',
    sql: 'SELECT auction_id, sold_via, version, preinfo_version, price_kurus, total_kurus, sold_at, created_at FROM sale_contracts WHERE buyer_id = ?1 ORDER BY id',
  },
  {
    name: 'siparisler_alici',
    sql: `SELECT id, seller_id, payment_id, status, items_total_kurus, commissions_total_buyer_kurus, shipping_price_total_buyer_kurus,
      total_buyer_kurus, delivery_contact_name, delivery_contact_phone, delivery_address, delivery_town, delivery_city,
      delivery_postalcode, delivery_country, additional_notes, invoice_title, invoice_contact, invoice_tax_no,
      invoice_tax_administration, invoice_address, invoice_town, invoice_city, invoice_postalcode, invoice_country, invoice_phone,
      cancelled_at, created_at, updated_at
      FROM orders WHERE buyer_id = ?1 ORDER BY id`,
  },
  {
    // The buyer's name and address on a sold order are the buyer's data, not the seller's: left out.
    name: 'siparisler_satici',
    sql: `SELECT id, status, items_total_kurus, seller_contact_name, seller_contact_phone, seller_address, seller_town, seller_city,
      seller_postalcode, seller_country, cancelled_at, created_at, updated_at
      FROM orders WHERE seller_id = ?1 ORDER BY id`,
  },
  {
    name: 'siparis_kalemleri',
    sql: `SELECT i.order_id, i.auction_id, i.name, i.item_price_kurus, i.item_shipping_price_buyer_kurus, i.item_commission_price_buyer_kurus,
      i.item_total_price_buyer_kurus, i.item_commission_price_seller_kurus, i.item_shipping_price_seller_kurus, i.item_total_price_seller_kurus,
      i.cargo_channel, i.created_at
      FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.buyer_id = ?1 OR o.seller_id = ?1 ORDER BY i.id`,
  },
  {
    // No card data: the BIN, the last four digits, the card's association, type, family and bank stay out.
    name: 'odemeler',
    sql: `SELECT id, provider, status, price_kurus, paid_price_kurus, installment, installment_interest_kurus, error_message, created_at, completed_at
      FROM payments WHERE user_id = ?1 ORDER BY id`,
  },
  {
    name: 'satici_odemeleri',
    sql: 'SELECT order_id, kind, amount_kurus, status, due_at, created_at, completed_at FROM payouts WHERE seller_id = ?1 ORDER BY id',
  },
  {
    name: 'canli_yayin_mesajlari',
    sql: 'SELECT id, live_session_id, message, deleted_at, created_at FROM live_chat_messages WHERE user_id = ?1 ORDER BY id',
  },
  {
    name: 'destek_talepleri',
    sql: 'SELECT id, ticket_title, ticket_body, ticket_status, created_at, updated_at FROM support_tickets WHERE user_id = ?1 ORDER BY id',
  },
  {
    // Replies by Mezat's staff are part of the member's ticket; who on the staff wrote them is not the member's data.
    name: 'destek_yanitlari',
    sql: `SELECT r.ticket_id, CASE WHEN r.user_id = ?1 THEN 'uye' ELSE 'mezat' END AS yazan, r.ticket_reply_body, r.created_at
      FROM support_ticket_replies r JOIN support_tickets t ON t.id = r.ticket_id WHERE t.user_id = ?1 ORDER BY r.id`,
  },
  {
    name: 'sorular',
    sql: `SELECT q.id, q.auction_id, a.name AS mezat, q.question_body, q.created_at,
      (SELECT group_concat(answer_body, ' | ') FROM answers WHERE question_id = q.id) AS cevap
      FROM questions q JOIN auctions a ON a.id = q.auction_id WHERE q.user_id = ?1 ORDER BY q.id`,
  },
  {
    name: 'bildirimler',
    sql: 'SELECT id, kind, notification_title, notification_message, notification_target_link, read_at, created_at FROM notifications WHERE user_id = ?1 ORDER BY id',
  },
  {
    name: 'ileti_izinleri',
    sql: 'SELECT channel, granted, source, text_version, recorded_at, iys_state FROM message_consents WHERE user_id = ?1 ORDER BY id',
  },
  {
    name: 'iletisim_mesajlari',
    sql: 'SELECT name, email, message, created_at FROM contact_messages WHERE email = (SELECT email FROM users WHERE id = ?1) ORDER BY id',
  },
  {
    // Who on the staff answered is left out, as for tickets.
    name: 'kvkk_basvurulari',
    sql: `SELECT reference, kinds, details, status, received_at, due_at, outcome, answer_text, answered_at
      FROM kvkk_requests WHERE user_id = ?1 AND status <> 'unconfirmed' ORDER BY id`,
  },
  {
    // The session id is the token's key: left out; the time, address and browser of each sign-in are the member's.
    name: 'oturum_acmalar',
    sql: 'SELECT created_at, expires_at, revoked_at, ip, user_agent FROM sessions WHERE user_id = ?1 ORDER BY created_at',
  },
  {
    // The devices push is on for (docs/alerts.md "Web push"): which push service and since when. The full
    // address and the browser's keys are left out: with them anyone could send to that device.
    name: 'anlik_bildirim_cihazlari',
    sql: `SELECT substr(endpoint, 1, 8 + instr(substr(endpoint, 9), '/') - 1) AS push_service, created_at
      FROM push_subscriptions WHERE user_id = ?1 ORDER BY id`,
  },
  {
    // "Hatırlat" on a scheduled live show (docs/alerts.md "Scheduled live shows"): which show, asked when, told when.
    name: 'canli_mezat_hatirlatmalari',
    sql: `SELECT s.title, s.scheduled_at, r.created_at, r.reminded_at
      FROM live_show_reminders r JOIN live_sessions s ON s.id = r.live_session_id WHERE r.user_id = ?1 ORDER BY r.created_at`,
  },
]

/** A table as JSON objects, column name to value. */
export const toObjects = ({ columns, rows }: ExportRows) => rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])))
