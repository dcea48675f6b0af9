// The order life cycle (docs/): statuses, who may move an order from which status to
// which, and the two label numberings the product shows. Orders store the buyer
// numbering 0–10; the seller's list shows the same status as code + 1 (1–11). A cancelled order keeps
// the status it was cancelled at and carries `cancelled_at`.

export const ORDER_STATUS = {
  awaiting: 0,
  preparing: 1,
  cargo: 2,
  handedToCargo: 3,
  delivered: 4,
  approved: 5,
  returnRequested: 6,
  returnInCargo: 7,
  returnDelivered: 8,
  returnChecking: 9,
  returnApproved: 10,
} as const

/** Buyer list labels, status 0–10; anything else is unknown. */
export const BUYER_STATUS_LABELS: readonly string[] = [
  'İşlem Bekliyor',
  'Sipariş Hazırlanıyor',
  'Kargo Hazırlanıyor',
  'Kargoya Verildi',
  'Teslim Edildi',
  'Ürün Onaylandı',
  'İade Talep Edildi',
  'İade Kargoda',
  'İade Satıcıya Teslim Edildi',
  'İade Satıcı Tarafından Kontrol Ediliyor',
  'İade Onaylandı',
]
/** Seller list labels, code 1–11 (the product's wording). */
export const SELLER_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'İşlem Bekleniyor',
  2: 'Sipariş Hazırlanıyor',
  3: 'Kargo Hazırlanıyor',
  4: 'Ürün Kargoya Verildi',
  5: 'Ürün Teslim Edildi',
  6: 'Ürün Onaylandı',
  7: 'İade Talep Edildi',
  8: 'İade Kargo Şubede',
  9: 'İade Kargo Satıcıya Teslim Edildi',
  10: 'İade satıcı tarafından Kontrol Ediliyor',
  11: 'İade Onaylandı',
}
export const UNKNOWN_BUYER_STATUS = 'Bilinmeyen Durum'
export const UNKNOWN_SELLER_STATUS = 'Bilinmeyen Durum'
export const CANCELLED_LABEL = 'İptal Edildi'

export const buyerStatusLabel = (status: number, cancelled = false) =>
  cancelled ? CANCELLED_LABEL : (BUYER_STATUS_LABELS[status] ?? UNKNOWN_BUYER_STATUS)
/** The seller list's code for a stored (buyer-numbered) status. */
export const sellerStatusCode = (status: number) => status + 1
export const sellerStatusLabel = (code: number, cancelled = false) =>
  cancelled ? CANCELLED_LABEL : (SELLER_STATUS_LABELS[code] ?? UNKNOWN_SELLER_STATUS)

/** Who moves an order: the buyer, the seller, the cargo firm (its tracking events), or the system. */
export type Actor = 'buyer' | 'seller' | 'cargo'

export type Transition = { from: readonly number[]; to: number; actor: Actor; what: string }

/**
 * Every allowed move. Cancelling (buyer, status 0 only) is not a move: it sets cancelled_at.
 * Creating a shipment (seller, POST /api/createShipment) is the move to 2; the others go through
 * POST /api/orders/{id}/update-status, or the cargo firm's tracking events.
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: [0], to: 1, actor: 'seller', what: 'Satışı hazırla' },
  { from: [0, 1], to: 2, actor: 'seller', what: 'Kargo kaydı oluştur (createShipment)' },
  { from: [2], to: 3, actor: 'seller', what: 'Kargoya verdim' },
  { from: [2], to: 3, actor: 'cargo', what: 'Kargo şubesi paketi kabul etti' },
  { from: [3], to: 4, actor: 'cargo', what: 'Kargo teslim etti' },
  { from: [4], to: 5, actor: 'buyer', what: 'Ürünü onayla' },
  { from: [5], to: 6, actor: 'buyer', what: 'İade talebi' },
  { from: [6], to: 7, actor: 'buyer', what: 'İadeyi kargoya verdim' },
  { from: [7], to: 8, actor: 'seller', what: 'İade paketini teslim aldım' },
  { from: [7], to: 8, actor: 'cargo', what: 'Kargo iadeyi satıcıya teslim etti' },
  { from: [8], to: 9, actor: 'seller', what: 'İadeyi kontrol ediyorum' },
  { from: [9], to: 10, actor: 'seller', what: 'İadeyi onayla (tutar iade edilir)' },
]

/** The transition `actor` may make from `from` to `to`, or null when the table has none. */
export function findTransition(from: number, to: number, actor: Actor): Transition | null {
  return TRANSITIONS.find((t) => t.to === to && t.actor === actor && t.from.includes(from)) ?? null
}

/** The statuses `actor` may move an order at `from` to (for buttons). */
export const nextStatuses = (from: number, actor: Actor) =>
  TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(from)).map((t) => t.to)

export type EditorMove = { ok: true; forced: boolean } | { ok: false; reason: 'notInTable' | 'final' | 'backBeforeShipping' }

/**
 * An editor's status change (console, PUT /api/admin/orders/{id}/status). Without `force` it must be a move
 * of the table (made on any party's behalf; 2 still needs createShipment's shipment record). With `force`
 * (audited, with a reason) any other move, except the two that reopen money: nothing leaves 10 (refunded),
 * and nothing shipped goes back before shipping (0–2, where cancelling refunds). docs/
 */
export function decideEditorMove(from: number, to: number, force: boolean): EditorMove {
  if (from === ORDER_STATUS.returnApproved) return { ok: false, reason: 'final' }
  const inTable = to !== ORDER_STATUS.cargo && TRANSITIONS.some((t) => t.to === to && t.from.includes(from))
  if (inTable) return { ok: true, forced: false }
  if (!force) return { ok: false, reason: 'notInTable' }
  if (to < from && to < ORDER_STATUS.handedToCargo) return { ok: false, reason: 'backBeforeShipping' }
  return { ok: true, forced: true }
}

export type CancelDecision = { ok: true } | { ok: false; reason: 'preparing' | 'cargo' | 'later' | 'cancelled' }

/** The buyer may cancel while the order waits (status 0); the spec words the refusals at 1 and 2. */
export function decideCancel(order: { status: number; cancelled_at: number | null }): CancelDecision {
  if (order.cancelled_at !== null) return { ok: false, reason: 'cancelled' }
  if (order.status === ORDER_STATUS.awaiting) return { ok: true }
  if (order.status === ORDER_STATUS.preparing) return { ok: false, reason: 'preparing' }
  if (order.status === ORDER_STATUS.cargo) return { ok: false, reason: 'cargo' }
  return { ok: false, reason: 'later' }
}

/** Rating the seller is offered once the item arrived (status 4 and 5). */
export const canRate = (order: { status: number; cancelled_at: number | null }) =>
  order.cancelled_at === null && (order.status === ORDER_STATUS.delivered || order.status === ORDER_STATUS.approved)
