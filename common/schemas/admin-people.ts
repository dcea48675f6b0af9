// Console forms about members and money: support tickets (status codes 0–5), users
// (search, block, role), orders (buyer status 0–10), settings (commission rates, cargo prices), audit log.
import { z } from 'zod'
import { tr } from '../messages.ts'
import { ORDER_STATUS } from '../order-status.ts'
import { flag, form, optionalText, pageField, requiredText, searchText, sortOrder } from './admin.ts'

const m = tr.admin
const f = tr.admin.field

export const TICKET_STATUSES = [0, 1, 2, 3, 4, 5] as const
/** 3: Cevaplandı, what a reply sets unless the editor picks another status. */
export const TICKET_ANSWERED = 3

const ticketStatus = z.preprocess(
  (v) => (v === '' || v == null ? undefined : Number(v)),
  z.number({ error: m.ticketStatusFormat }).int(m.ticketStatusFormat).min(0, m.ticketStatusFormat).max(5, m.ticketStatusFormat),
)

export const AdminTicketReplyForm = form({
  ticket_text: requiredText(f.reply, 5000),
  ticket_status: ticketStatus.optional().transform((v) => v ?? TICKET_ANSWERED),
})
export const TicketStatusForm = form({ ticket_status: ticketStatus })

export const AdminTicketQuery = z.object({
  status: z.coerce.number().int().min(-1).max(5).catch(-1).default(-1),
  q: searchText,
  page: pageField,
})

export const BlockUserForm = form({
  reason: z.preprocess(
    (v) => (v == null ? '' : v),
    z
      .string({ error: m.blockReasonRequired })
      .trim()
      .min(1, { error: m.blockReasonRequired, abort: true })
      .min(5, m.blockReasonTooShort)
      .max(500, m.blockReasonTooLong),
  ),
})
export const USER_ROLES = ['member', 'editor'] as const
export const RoleForm = form({ role: z.enum(USER_ROLES, { error: m.roleFormat }) })

export const AdminUserQuery = z.object({
  q: searchText,
  role: z
    .enum(['all', ...USER_ROLES])
    .catch('all')
    .default('all'),
  blocked: z.enum(['all', 'yes', 'no']).catch('all').default('all'),
  page: pageField,
})

export const ORDER_STATUS_MAX = 10
/**
 * What an editor may set: any buyer-list status (0–10) but 10 "İade Onaylandı", which
 * refunds the card and stays with the seller (worker/domain/checkout/orders.ts changeStatus).
 */
export const OrderStatusForm = form({
  status: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z
      .number({ error: m.orderStatusFormat })
      .int(m.orderStatusFormat)
      .min(0, m.orderStatusFormat)
      .max(ORDER_STATUS_MAX, m.orderStatusFormat)
      .refine((s) => s !== ORDER_STATUS.returnApproved, m.orderRefundStep),
  ),
  /** A move outside the life-cycle table (common/order-status.ts decideEditorMove), audited with its reason. */
  force: flag(false),
  reason: optionalText(f.reason, 500),
}).refine((v) => !v.force || !!v.reason, { message: m.orderForceReason, path: ['reason'] })
export const AdminOrderQuery = z.object({
  status: z.coerce.number().int().min(-1).max(ORDER_STATUS_MAX).catch(-1).default(-1),
  q: searchText,
  page: pageField,
})

/** A percentage with at most two decimals, 0–50, stored as basis points (5.25 % → 525). */
const percent = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ error: m.required(label) })
      .refine(Number.isFinite, m.numberFormat(label))
      .min(0, m.numberRange(label, 0, 50))
      .max(50, m.numberRange(label, 0, 50))
      .transform((p) => Math.round(p * 100)),
  )
export const SettingsForm = form({
  commission_rate_buyer: percent(f.commissionBuyer),
  commission_rate_seller: percent(f.commissionSeller),
})
export type SettingsForm = z.output<typeof SettingsForm>

/** Lira with at most two decimals, stored as kuruş. */
const lira = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ error: m.required(label) })
      .refine(Number.isFinite, m.numberFormat(label))
      .min(0, m.numberRange(label, 0, max))
      .max(max, m.numberRange(label, 0, max))
      .transform((l) => Math.round(l * 100)),
  )
export const CargoChannelForm = form({
  cargo_channel_title: requiredText(f.cargoTitle, 80),
  price: lira(f.cargoPrice, 10_000),
  is_active: flag(true),
  sort_order: sortOrder,
})
export type CargoChannelForm = z.output<typeof CargoChannelForm>

/** A free-text filter of the audit list: up to 40 characters, anything else (or nothing) means no filter. */
const optionalFilter = () =>
  z
    .string()
    .trim()
    .max(40)
    .optional()
    .catch(undefined)
    .transform((s) => s || undefined)

export const AuditQuery = z.object({
  entity: optionalFilter(),
  entity_id: optionalFilter(),
  action: optionalFilter(),
  user_id: z.coerce.number().int().positive().optional().catch(undefined),
  page: pageField,
})
