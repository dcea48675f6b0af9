// Web push: the devices a member turned push on for (docs/alerts.md "Web push").
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns.ts'
import { memberOwned } from './members.ts'

/**
 * One row per browser that subscribed (a member may have several: a phone, a laptop). Only what sending
 * needs: the push service's address and the browser's two public keys (RFC 8291); no device name, no
 * user agent. Deleted when the member turns push off, when the push service says it is gone (404/410),
 * and when the account closes.
 */
export const push_subscriptions = sqliteTable(
  'push_subscriptions',
  {
    ...memberOwned(),
    /** The push service's URL for this browser (https); unique: a browser that subscribes again replaces its row. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret, base64url (16 bytes). */
    auth: text('auth').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.user_id)],
)
