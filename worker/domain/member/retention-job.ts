// The periodic destruction (docs/privacy.md "Closing an account"): what a closed account left behind is kept
// for its retention period (common/retention.ts) and then destroyed: its personal parts are deleted or
// blanked, so the records that stay (an order's amounts, a bid's price) point to no one. Runs nightly; each
// statement is idempotent, so a missed night is caught up the next.
import { RETENTION } from '#common/retention.ts'
import { KVKK_CONFIRM_MS } from '#common/schemas/kvkk-request.ts'

const CLOSED = 'SELECT id FROM users WHERE closed_at IS NOT NULL'

/** Requests answered before the cutoff; everything that proves them goes with them, the request row last. */
const ANSWERED_KVKK = `SELECT id, email, reference FROM kvkk_requests WHERE status = 'answered' AND answered_at < ?1`

const answeredKvkkSteps: [string, number][] = [
  // The receipt and the answer mails name the request's reference in their subject (common/messages/kvkk.ts).
  [
    `DELETE FROM outbox WHERE id IN (SELECT o.id FROM outbox o JOIN (${ANSWERED_KVKK}) k ON o.recipient = k.email
       WHERE instr(o.subject, '(' || k.reference || ')') > 0)`,
    RETENTION.kvkkRequests,
  ],
  // The staff's audit keeps who answered, when and how; the answer's words (which may quote the person) go.
  [
    `UPDATE audit_log SET detail = json_remove(detail, '$.answer')
     WHERE entity = 'kvkk_request' AND entity_id IN (SELECT CAST(id AS TEXT) FROM (${ANSWERED_KVKK}))
       AND json_type(detail, '$.answer') IS NOT NULL`,
    RETENTION.kvkkRequests,
  ],
  // The member's "your request was answered" note is written with the answer.
  [`DELETE FROM notifications WHERE kind = 'kvkk_answered' AND created_at < ?1`, RETENTION.kvkkRequests],
  [`DELETE FROM kvkk_requests WHERE status = 'answered' AND answered_at < ?1`, RETENTION.kvkkRequests],
]

/** [statement, the period its ?1 cutoff is counted back by]. */
const STEPS: [string, number][] = [
  [
    `UPDATE orders SET delivery_contact_name = NULL, delivery_contact_phone = NULL, delivery_address = NULL, delivery_town = NULL,
       delivery_city = NULL, delivery_postalcode = NULL, delivery_country = NULL, additional_notes = NULL, invoice_title = NULL,
       invoice_contact = NULL, invoice_tax_no = NULL, invoice_tax_administration = NULL, invoice_address = NULL, invoice_town = NULL,
       invoice_city = NULL, invoice_postalcode = NULL, invoice_country = NULL, invoice_phone = NULL
     WHERE buyer_id IN (${CLOSED}) AND created_at < ?1 AND (delivery_contact_name IS NOT NULL OR invoice_contact IS NOT NULL)`,
    RETENTION.commercialRecords,
  ],
  [
    `UPDATE orders SET seller_contact_name = NULL, seller_contact_phone = NULL, seller_address = NULL, seller_town = NULL,
       seller_city = NULL, seller_postalcode = NULL, seller_country = NULL
     WHERE seller_id IN (${CLOSED}) AND created_at < ?1 AND seller_contact_name IS NOT NULL`,
    RETENTION.commercialRecords,
  ],
  [
    `UPDATE payments SET bin_no = NULL, last_four = NULL, card_association = NULL, card_type = NULL, card_family = NULL, bank_name = NULL
     WHERE user_id IN (${CLOSED}) AND created_at < ?1 AND (bin_no IS NOT NULL OR last_four IS NOT NULL)`,
    RETENTION.commercialRecords,
  ],
  [
    `UPDATE sub_merchants SET iban = '', name = NULL
     WHERE user_id IN (SELECT id FROM users WHERE closed_at < ?1) AND iban <> ''`,
    RETENTION.commercialRecords,
  ],
  ['DELETE FROM seller_identities WHERE user_id IN (SELECT id FROM users WHERE closed_at < ?1)', RETENTION.commercialRecords],
  [`DELETE FROM preinfo_confirmations WHERE user_id IN (${CLOSED}) AND confirmed_at < ?1`, RETENTION.distanceContractRecords],
  [`DELETE FROM sale_contracts WHERE buyer_id IN (${CLOSED}) AND created_at < ?1`, RETENTION.distanceContractRecords],
  // Consents are proof for three years after they end; a closed account's ended at its closure.
  [
    `DELETE FROM message_consents WHERE user_id IN (SELECT id FROM users WHERE closed_at < ?1) AND iys_state <> 'pending'`,
    RETENTION.consentRecords,
  ],
  [`DELETE FROM sessions WHERE user_id IN (${CLOSED}) AND created_at < ?1`, RETENTION.signIns],
  // A KVKK request whose address was never confirmed was never received: its link is dead, nothing is kept.
  [`DELETE FROM kvkk_requests WHERE status = 'unconfirmed' AND created_at < ?1`, KVKK_CONFIRM_MS],
  // A confirmed guest's link keeps answering its receipt for its day; after that its hash is only a key to nothing.
  [
    `UPDATE kvkk_requests SET confirm_hash = NULL WHERE status <> 'unconfirmed' AND confirm_hash IS NOT NULL AND created_at < ?1`,
    KVKK_CONFIRM_MS,
  ],
  ...answeredKvkkSteps,
]

/** One batch: every step with its own cutoff. Answers how many rows each step touched. */
export async function destroyExpiredRecords(d1: D1Database, now = Date.now()) {
  const results = await d1.batch(STEPS.map(([sql, period]) => d1.prepare(sql).bind(now - period)))
  return results.map((r) => r.meta.changes ?? 0)
}
