// Columns that point at a member or a lot, the two tables most rows belong to. Kept apart from _columns.ts
// because they import members.ts and auctions.ts, which themselves use _columns.ts.
import { integer, text } from 'drizzle-orm/sqlite-core'
import { childOf, optionalRef, ref, type OnDelete } from './_columns.ts'
import { auctions } from './auctions.ts'
import { users } from './members.ts'

/** A required reference to a member. */
export const memberRef = (name: string, onDelete?: OnDelete) => ref(name, () => users.id, onDelete)
/** The member who did something to the row (an editor who decided, deleted, muted): null once that member is gone. */
export const actorRef = (name: string) => optionalRef(name, () => users.id, 'set null')
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
