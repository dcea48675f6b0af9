// Columns that point at a lot, the table most rows belong to after the members (whose helpers are beside `users` in
// members.ts). Kept apart from _columns.ts because they import auctions.ts, which itself uses _columns.ts.
import { integer, text } from 'drizzle-orm/sqlite-core'
import { childOf, ref, type OnDelete } from './_columns.ts'
import { auctions } from './auctions.ts'
import { actorRef } from './members.ts'

/** A row that belongs to a lot (an offer, a withdrawal, a second chance): its own id and the lot's. */
export const lotOwned = (onDelete: OnDelete) => childOf('auction_id', () => auctions.id, onDelete)
/** A required reference to a lot. */
export const lotRef = (onDelete: OnDelete) => ref('auction_id', () => auctions.id, onDelete)
/** An editor's decision on a member's request or a report: when, by whom, and the reason told to the people concerned. */
export const editorDecision = () => ({
  decided_at: integer('decided_at'),
  decided_by: actorRef('decided_by'),
  decision_note: text('decision_note'),
})
