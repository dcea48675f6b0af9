// Console: support tickets (status codes), members (search, block, role), orders
// (search, status), settings (commission rates, cargo prices), the audit log and image uploads.
import { invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { OrderFileAnswer, TicketFileAnswer, UserFileAnswer } from '#common/schemas/admin-answers.ts'
import {
  AdminOrderQuery,
  AdminTicketQuery,
  AdminTicketReplyForm,
  AdminUserQuery,
  AuditQuery,
  BlockUserForm,
  CargoChannelForm,
  OrderStatusForm,
  RoleForm,
  SettingsForm,
  TicketStatusForm,
} from '#common/schemas/admin-people.ts'
import { CodeParam, RowIdParam } from '#common/schemas/admin.ts'
import { PayDeadlineForm, type LiftStrikesAnswer } from '#common/schemas/after-the-hammer.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { TradeVerificationForm } from '#common/schemas/trade-verification.ts'
import { Hono } from 'hono'
import { z } from 'zod'
import { listAudit } from '../../domain/platform/audit.ts'
import { listAllOrders, orderFile, setOrderStatus } from '../../domain/admin/orders.ts'
import { readSettings, saveCargoChannel, saveRates } from '../../domain/admin/settings.ts'
import { listAllTickets, replyAsStaff, setTicketStatus, ticketWithReplies } from '../../domain/admin/tickets.ts'
import { storeContentImage } from '../../domain/admin/uploads.ts'
import { blockUser, searchUsers, setRole, unblockUser, userFile } from '../../domain/admin/users.ts'
import { saveTradeVerification, tradeVerificationLevel } from '../../domain/member/trade-verification.ts'
import { verifySellerIdentity } from '../../domain/member/seller-identity.ts'
import { payDeadlineDays, savePayDeadline } from '../../domain/auctions/pay-deadline.ts'
import { reserveThresholdTl, saveReserveThreshold } from '../../domain/auctions/reserve-threshold.ts'
import { ReserveThresholdForm } from '#common/schemas/reserve.ts'
import { reportHours } from '../../domain/law/reports.ts'
import { moneyOfSales } from '../../domain/checkout/seller-money.ts'
import { liftStrikes } from '../../domain/member/strikes.ts'
import type { AppEnv } from '../../env.ts'
import { checkImage } from '../../lib/images.ts'
import { mediaUrl } from '../../lib/media.ts'
import { signOutSockets } from '../../lib/user-channel.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import {
  toAdminOrder,
  toAdminOrderFile,
  toAdminTicket,
  toAdminTicketFile,
  toAdminUser,
  toAdminUserFile,
  toAuditEntry,
  toCargoChannel,
} from '../../resources/admin-rows.ts'
import { editorOnly } from './guard.ts'

const m = tr.admin
const idOf = (c: Parameters<typeof readParams>[0]) => readParams(c, RowIdParam).id

export const adminPeople = new Hono<AppEnv>()
  .use(editorOnly)
  // support tickets
  .get('/tickets', async (c) => {
    const page = await listAllTickets(c.var.db, readQuery(c, AdminTicketQuery))
    return c.json({ tickets: { ...page, data: page.data.map(toAdminTicket) } })
  })
  .get('/tickets/:id', async (c) =>
    c.json({ ticket: toAdminTicketFile(await ticketWithReplies(c.var.db, idOf(c))) } satisfies z.input<typeof TicketFileAnswer>),
  )
  .post('/tickets/:id/replies', async (c) => {
    await replyAsStaff(c.var.db, c.env, currentUser(c), idOf(c), await readBody(c, AdminTicketReplyForm))
    return c.json({ message: m.ticketReplied } satisfies MessageAnswer)
  })
  .put('/tickets/:id/status', async (c) => {
    await setTicketStatus(c.var.db, c.env, currentUser(c), idOf(c), (await readBody(c, TicketStatusForm)).ticket_status)
    return c.json({ message: m.ticketStatusSaved } satisfies MessageAnswer)
  })
  // members
  .get('/users', async (c) => {
    const page = await searchUsers(c.var.db, readQuery(c, AdminUserQuery))
    return c.json({ users: { ...page, data: page.data.map(toAdminUser) } })
  })
  .post('/users/:id/seller-identity/verify', async (c) => {
    await verifySellerIdentity(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: tr.sellerIdentity.verified } satisfies MessageAnswer)
  })
  .get('/users/:id', async (c) =>
    c.json({ user: toAdminUserFile(await userFile(c.var.db, idOf(c))) } satisfies z.input<typeof UserFileAnswer>),
  )
  .post('/users/:id/block', async (c) => {
    const { revoked } = await blockUser(c.var.db, currentUser(c), idOf(c), (await readBody(c, BlockUserForm)).reason)
    await signOutSockets(c.env, idOf(c))
    return c.json({ message: m.blocked, revoked_sessions: revoked })
  })
  .post('/users/:id/unblock', async (c) => {
    await unblockUser(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.unblocked } satisfies MessageAnswer)
  })
  .post('/users/:id/strikes/lift', async (c) => {
    const lifted = await liftStrikes(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: tr.afterHammer.strikesLifted, lifted } satisfies LiftStrikesAnswer)
  })
  .put('/users/:id/role', async (c) => {
    await setRole(c.var.db, currentUser(c), idOf(c), (await readBody(c, RoleForm)).role)
    return c.json({ message: m.roleSaved } satisfies MessageAnswer)
  })
  // orders
  .get('/orders', async (c) => {
    const page = await listAllOrders(c.var.db, readQuery(c, AdminOrderQuery))
    return c.json({ orders: { ...page, data: page.data.map(toAdminOrder) } })
  })
  .get('/orders/:id', async (c) => {
    const file = await orderFile(c.var.db, idOf(c))
    const { money, returns } = await moneyOfSales(c.var.db, [file])
    return c.json({
      order: { ...toAdminOrderFile(file), money: money.get(file.order.id)!, return: returns.get(file.order.id) ?? null },
    } satisfies z.input<typeof OrderFileAnswer>)
  })
  .put('/orders/:id/status', async (c) => {
    await setOrderStatus(c.var.db, c.env, currentUser(c), idOf(c), await readBody(c, OrderStatusForm))
    return c.json({ message: m.orderStatusSaved } satisfies MessageAnswer)
  })
  // settings
  .get('/settings', async (c) => {
    const s = await readSettings(c.var.db)
    return c.json({
      commission_rate_buyer: s.buyerBp / 100,
      commission_rate_seller: s.sellerBp / 100,
      cargo_channels: s.cargo.map(toCargoChannel),
      trade_verification: await tradeVerificationLevel(c.var.db),
      pay_deadline_days: await payDeadlineDays(c.var.db),
      reserve_threshold: await reserveThresholdTl(c.var.db),
      report_response_hours: await reportHours(c.var.db),
      withholding_enabled: s.withholding.enabled,
      withholding_rate: s.withholding.rateBp / 100,
    })
  })
  .put('/settings/pay-deadline', async (c) => {
    await savePayDeadline(c.var.db, currentUser(c), (await readBody(c, PayDeadlineForm)).pay_deadline_days)
    return c.json({ message: tr.afterHammer.payDeadlineSaved } satisfies MessageAnswer)
  })
  .put('/settings/reserve-threshold', async (c) => {
    await saveReserveThreshold(c.var.db, currentUser(c), (await readBody(c, ReserveThresholdForm)).reserve_threshold)
    return c.json({ message: tr.reserve.thresholdSaved } satisfies MessageAnswer)
  })
  .put('/settings/verification', async (c) => {
    await saveTradeVerification(c.var.db, currentUser(c), (await readBody(c, TradeVerificationForm)).trade_verification)
    return c.json({ message: tr.tradeVerification.saved } satisfies MessageAnswer)
  })
  .put('/settings', async (c) => {
    await saveRates(c.var.db, currentUser(c), await readBody(c, SettingsForm))
    return c.json({ message: m.settingsSaved } satisfies MessageAnswer)
  })
  .put('/cargo-channels/:code', async (c) => {
    await saveCargoChannel(c.var.db, currentUser(c), readParams(c, CodeParam).code, await readBody(c, CargoChannelForm))
    return c.json({ message: m.settingsSaved } satisfies MessageAnswer)
  })
  // audit log
  .get('/audit', async (c) => {
    const q = readQuery(c, AuditQuery)
    const page = await listAudit(c.var.db, { entity: q.entity, entityId: q.entity_id, action: q.action, userId: q.user_id, page: q.page })
    const { rows, entities, ...meta } = page
    return c.json({ audit: { ...meta, data: rows.map(toAuditEntry) }, entities })
  })
  // uploads (multipart, field `file`)
  .post('/uploads', async (c) => {
    const body = await readBody(c, z.record(z.string(), z.unknown()))
    const file = body.file
    if (!(file instanceof Blob)) throw invalidField('file', m.required(m.field.file))
    const image = await checkImage(file, 'file')
    const stored = await storeContentImage(c.var.db, c.env.PHOTOS, currentUser(c), image, file instanceof File ? file.name : null)
    return c.json({ message: m.uploaded, key: stored.key, url: mediaUrl(stored.key), width: stored.width, height: stored.height }, 201)
  })
