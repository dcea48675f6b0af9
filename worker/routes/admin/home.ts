// Console: banners, the carousel, the video block and live sessions. Images
// arrive as keys from POST /api/admin/uploads. Starting and stopping a session is routes/live.ts.
import { tr } from '#common/messages.ts'
import { BannerForm, BlockForm, CarouselItemForm, LiveSessionForm, VideoItemForm } from '#common/schemas/admin-content.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import {
  createBanner,
  createBlock,
  createCarouselItem,
  createVideoItem,
  deleteBanner,
  deleteBlock,
  deleteCarouselItem,
  deleteVideoItem,
  listAllBanners,
  listCarousels,
  listVideos,
  updateBanner,
  updateBlock,
  updateCarouselItem,
  updateVideoItem,
} from '../../domain/admin/home.ts'
import { createLiveSession, deleteLiveSession, listLiveSessions, updateLiveSession } from '../../domain/live/live-admin.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { toAdminBanner, toAdminCarouselItem, toAdminLive, toAdminVideoItem } from '../../resources/admin-rows.ts'
import { editorOnly } from './guard.ts'

const m = tr.admin
const idOf = (c: Parameters<typeof readParams>[0]) => readParams(c, RowIdParam).id

export const adminHome = new Hono<AppEnv>()
  .use(editorOnly)
  // banners
  .get('/banners', async (c) => c.json({ banners: (await listAllBanners(c.var.db)).map(toAdminBanner) }))
  .post('/banners', async (c) => {
    const row = await createBanner(c.var.db, c.env.PHOTOS, currentUser(c), await readBody(c, BannerForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/banners/:id', async (c) => {
    await updateBanner(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, BannerForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/banners/:id', async (c) => {
    await deleteBanner(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  // carousels and their items
  .get('/carousels', async (c) =>
    c.json({ carousels: (await listCarousels(c.var.db)).map((b) => ({ ...b.block, items: b.items.map(toAdminCarouselItem) })) }),
  )
  .post('/carousels', async (c) => {
    const row = await createBlock(c.var.db, currentUser(c), 'carousel', await readBody(c, BlockForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/carousels/:id', async (c) => {
    await updateBlock(c.var.db, currentUser(c), 'carousel', idOf(c), await readBody(c, BlockForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/carousels/:id', async (c) => {
    await deleteBlock(c.var.db, currentUser(c), 'carousel', idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  .post('/carousels/:id/items', async (c) => {
    const row = await createCarouselItem(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, CarouselItemForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/carousel-items/:id', async (c) => {
    await updateCarouselItem(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, CarouselItemForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/carousel-items/:id', async (c) => {
    await deleteCarouselItem(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  // video blocks and their items
  .get('/videos', async (c) =>
    c.json({ videos: (await listVideos(c.var.db)).map((b) => ({ ...b.block, items: b.items.map(toAdminVideoItem) })) }),
  )
  .post('/videos', async (c) => {
    const row = await createBlock(c.var.db, currentUser(c), 'video', await readBody(c, BlockForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/videos/:id', async (c) => {
    await updateBlock(c.var.db, currentUser(c), 'video', idOf(c), await readBody(c, BlockForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/videos/:id', async (c) => {
    await deleteBlock(c.var.db, currentUser(c), 'video', idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  .post('/videos/:id/items', async (c) => {
    const row = await createVideoItem(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, VideoItemForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/video-items/:id', async (c) => {
    await updateVideoItem(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, VideoItemForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/video-items/:id', async (c) => {
    await deleteVideoItem(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  // live sessions
  .get('/live-sessions', async (c) => c.json({ live_sessions: (await listLiveSessions(c.var.db)).map(toAdminLive) }))
  .post('/live-sessions', async (c) => {
    const row = await createLiveSession(c.var.db, currentUser(c), await readBody(c, LiveSessionForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/live-sessions/:id', async (c) => {
    await updateLiveSession(c.var.db, c.env, currentUser(c), idOf(c), await readBody(c, LiveSessionForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/live-sessions/:id', async (c) => {
    await deleteLiveSession(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
