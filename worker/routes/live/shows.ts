// Scheduled live shows (docs/alerts.md "Scheduled live shows"): GET /api/live-shows/upcoming (public),
// GET /api/live-shows/mine, POST /api/live-shows, DELETE /api/live-shows/{id}, GET /api/live-shows/reminders,
// POST/DELETE /api/live-shows/{id}/reminder.
import { tr } from '#common/messages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import {
  LiveShowAnswer,
  LiveShowForm,
  LiveShowIdParam,
  LiveShowReminderAnswer,
  LiveShowRemindersAnswer,
  LiveShowsAnswer,
  type LiveShowView,
} from '#common/schemas/live-shows.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { tellFollowersLater } from '../../domain/alerts/show-notices.ts'
import {
  cancelShow,
  forgetReminder,
  myReminders,
  myShows,
  remindMe,
  scheduleShow,
  showById,
  upcomingShows,
  type ShowWithLots,
} from '../../domain/live/shows.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { publicCache } from '../../middleware/cache.ts'
import { serverTime, toAuctionCard } from '../../resources/auctions.ts'

const toView = ({ show, lot_count, lots }: ShowWithLots): z.input<typeof LiveShowView> => ({
  id: show.id,
  title: show.title,
  scheduled_at: show.scheduled_at,
  owner: show.owner_slug && show.owner_title ? { slug: show.owner_slug, title: show.owner_title } : null,
  lot_count,
  auctions: lots.map(toAuctionCard),
})

export const liveShowRoutes = new Hono<AppEnv>()
  .get('/live-shows/upcoming', publicCache(0, 30), async (c) =>
    c.json({ shows: (await upcomingShows(c.var.db)).map(toView), server_time: serverTime() } satisfies z.input<typeof LiveShowsAnswer>),
  )
  .get('/live-shows/mine', requireUser, async (c) =>
    c.json({ shows: (await myShows(c.var.db, currentUser(c).id)).map(toView), server_time: serverTime() } satisfies z.input<
      typeof LiveShowsAnswer
    >),
  )
  .post('/live-shows', requireUser, async (c) => {
    const id = await scheduleShow(c.var.db, currentUser(c), await readBody(c, LiveShowForm, 'json'))
    // The owner's followers hear of it after the answer; the cron finishes what this leaves.
    c.executionCtx.waitUntil(tellFollowersLater(c.var.db, c.env, 'show_scheduled', id))
    const show = toView(await showById(c.var.db, id))
    return c.json({ message: tr.liveShow.scheduled, show } satisfies z.input<typeof LiveShowAnswer>, 201)
  })
  .delete('/live-shows/:id', requireUser, async (c) => {
    await cancelShow(c.var.db, currentUser(c), readParams(c, LiveShowIdParam).id)
    return c.json({ message: tr.liveShow.cancelled } satisfies MessageAnswer)
  })
  .get('/live-shows/reminders', requireUser, async (c) =>
    c.json({ show_ids: await myReminders(c.var.db, currentUser(c).id) } satisfies z.input<typeof LiveShowRemindersAnswer>),
  )
  .post('/live-shows/:id/reminder', requireUser, async (c) => {
    await remindMe(c.var.db, currentUser(c).id, readParams(c, LiveShowIdParam).id)
    return c.json({ message: tr.liveShow.reminderSet, reminded: true } satisfies z.input<typeof LiveShowReminderAnswer>)
  })
  .delete('/live-shows/:id/reminder', requireUser, async (c) => {
    await forgetReminder(c.var.db, currentUser(c).id, readParams(c, LiveShowIdParam).id)
    return c.json({ message: tr.liveShow.reminderRemoved, reminded: false } satisfies z.input<typeof LiveShowReminderAnswer>)
  })
