// A payment attempt → the payment result record.
import { toLira } from '#common/money.ts'
import type { PaymentRecord } from '#common/schemas/payment.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { z } from 'zod'
import type { Basket, PaymentRow } from '../domain/checkout/payment-model.ts'

export const toPaymentRecord = (p: PaymentRow, orderIds: number[]) =>
  ({
    id: p.id,
    status: p.status,
    // The provider's fraud check holds the charge: no order yet; the page tells the buyer so.
    under_review: p.status === 'pending' && (p.basket as Basket | null)?.review_since != null,
    error_code: p.error_code,
    error_message: p.error_message,
    threedstatus: p.threedstatus,
    mdstatus: p.mdstatus,
    price: toLira(p.price_kurus),
    paid_price: toLira(p.paid_price_kurus),
    installment: p.installment,
    bin_no: p.bin_no,
    card_association: p.card_association,
    card_family: p.card_family,
    bank_name: p.bank_name,
    created_at: toWireTime(p.created_at),
    completed_at: toWireTimeOrNull(p.completed_at),
    order_ids: orderIds,
  }) satisfies z.input<typeof PaymentRecord>
