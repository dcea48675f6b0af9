// Scheduled live shows (docs/alerts.md "Scheduled live shows"): the scheduling form, the upcoming list and
// "Hatırlat". Times are UTC milliseconds on the wire; the browser shows them in Europe/Istanbul.
import { z } from 'zod'
import * as tr from '../messages/live-shows.ts'
import { AuctionCard, ServerTime } from './answers.ts'

const M = tr.liveShow
/** A show holds at most this many lots: an evening's stream. */
export const SHOW_LOTS_MAX = 50
/** The earliest start: later than the 15-minute reminder, so "Hatırlat" has a moment to be asked. */
export const SHOW_MIN_LEAD_MINUTES = 30
/** The latest start a show may be announced for. */
export const SHOW_MAX_LEAD_DAYS = 90
/** How long before the start a reminded member is told. */
export const SHOW_REMINDER_MINUTES = 15
/** Lot cards the upcoming page shows per show. */
export const SHOW_PREVIEW_LOTS = 4

/** POST /api/live-shows: a seller's own approved lots (an editor's: anyone's), in the order they are sold. */
export const LiveShowForm = z.object({
  title: z.string({ error: M.titleInvalid }).trim().min(3, { error: M.titleInvalid }).max(120, { error: M.titleInvalid }),
  scheduled_at: z.number({ error: M.scheduledAtInvalid }).int({ error: M.scheduledAtInvalid }).positive({ error: M.scheduledAtInvalid }),
  auction_ids: z
    .array(z.number().int().positive(), { error: M.lotsRequired(SHOW_LOTS_MAX) })
    .min(1, { error: M.lotsRequired(SHOW_LOTS_MAX) })
    .max(SHOW_LOTS_MAX, { error: M.lotsRequired(SHOW_LOTS_MAX) })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.lotsRepeated }),
})
export type LiveShowForm = z.infer<typeof LiveShowForm>

export const LiveShowIdParam = z.object({ id: z.coerce.number().int().positive() })

export const LiveShowView = z.object({
  id: z.number().int(),
  title: z.string(),
  scheduled_at: z.number().int(),
  /** The seller whose show it is; null for the house's own. */
  owner: z.object({ slug: z.string(), title: z.string() }).nullable(),
  lot_count: z.number().int(),
  /** The first SHOW_PREVIEW_LOTS lots, in the show's order. */
  auctions: z.array(AuctionCard),
})
export type LiveShowView = z.infer<typeof LiveShowView>

/** GET /api/live-shows/upcoming (public) and GET /api/live-shows/mine (the seller's own, upcoming). */
export const LiveShowsAnswer = z.object({ shows: z.array(LiveShowView), server_time: ServerTime })
/** POST /api/live-shows */
export const LiveShowAnswer = z.object({ message: z.string(), show: LiveShowView })
/** GET /api/live-shows/reminders: the upcoming shows the member asked to be reminded of. */
export const LiveShowRemindersAnswer = z.object({ show_ids: z.array(z.number().int()) })
/** POST/DELETE /api/live-shows/{id}/reminder */
export const LiveShowReminderAnswer = z.object({ message: z.string(), reminded: z.boolean() })
