// Rows → the spec's snake_case answers for members (User, notification).
import type { Notification, User } from '#common/schemas/answers.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { z } from 'zod'
import type { notifications, users } from '../db/schema/index.ts'

const time = toWireTimeOrNull

export const toUserResource = (u: typeof users.$inferSelect) =>
  ({
    id: u.id,
    username: u.username,
    title: u.title,
    slug: u.slug,
    email: u.email,
    role: u.role,
    email_verified_at: time(u.email_verified_at),
    phone_verified_at: time(u.phone_verified_at),
    first_name: u.first_name,
    last_name: u.last_name,
    phone_1: u.phone_1,
    tckn: u.tckn,
    birth_day: u.birth_day,
    birth_month: u.birth_month,
    birth_year: u.birth_year,
    bank_title: u.bank_title,
    bank_account_name: u.bank_account_name,
    bank_iban: u.bank_iban,
    created_at: toWireTime(u.created_at),
  }) satisfies z.input<typeof User>

export const toNotificationResource = (n: typeof notifications.$inferSelect) =>
  ({
    id: n.id,
    kind: n.kind,
    notification_title: n.notification_title,
    notification_message: n.notification_message,
    notification_target_link: n.notification_target_link,
    read_at: time(n.read_at),
    created_at: toWireTime(n.created_at),
  }) satisfies z.input<typeof Notification>
