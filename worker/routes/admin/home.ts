// Console: banners, the carousel, the video block and live sessions. Images
// arrive as keys from POST /api/admin/uploads. Starting and stopping a session is routes/live.ts.
import { BannerForm, BlockForm, CarouselItemForm, LiveSessionForm, VideoItemForm } from '#common/schemas/admin-content.ts'
import { Hono } from 'hono'
import {
  bannerWrites,
  blockWrites,
  carouselItemWrites,
  listAllBanners,
  listCarousels,
  listVideos,
  videoItemWrites,
} from '../../domain/admin/home.ts'
import { createLiveSession, deleteLiveSession, listLiveSessions, updateLiveSession } from '../../domain/live/live-admin.ts'
import type { AppEnv } from '../../env.ts'
import { toAdminBanner, toAdminCarouselItem, toAdminLive, toAdminVideoItem } from '../../resources/admin-rows.ts'
import { editorOnly } from './guard.ts'
import { rowRoutes } from './row-routes.ts'

export const adminHome = new Hono<AppEnv>()
  .use(editorOnly)
  // banners
  .get('/banners', async (c) => c.json({ banners: (await listAllBanners(c.var.db)).map(toAdminBanner) }))
  .route('/', rowRoutes('/banners', BannerForm, bannerWrites))
  // carousels and their items
  .get('/carousels', async (c) =>
    c.json({ carousels: (await listCarousels(c.var.db)).map((b) => ({ ...b.block, items: b.items.map(toAdminCarouselItem) })) }),
  )
  .route('/', rowRoutes('/carousels', BlockForm, blockWrites('carousel')))
  .route('/', rowRoutes('/carousel-items', CarouselItemForm, carouselItemWrites, '/carousels/:id/items'))
  // video blocks and their items
  .get('/videos', async (c) =>
    c.json({ videos: (await listVideos(c.var.db)).map((b) => ({ ...b.block, items: b.items.map(toAdminVideoItem) })) }),
  )
  .route('/', rowRoutes('/videos', BlockForm, blockWrites('video')))
  .route('/', rowRoutes('/video-items', VideoItemForm, videoItemWrites, '/videos/:id/items'))
  // live sessions
  .get('/live-sessions', async (c) => c.json({ live_sessions: (await listLiveSessions(c.var.db)).map(toAdminLive) }))
  .route(
    '/',
    rowRoutes('/live-sessions', LiveSessionForm, {
      create: (w, f) => createLiveSession(w.db, w.editor, f),
      update: (w, id, f) => updateLiveSession(w.db, w.env, w.editor, id, f),
      remove: (w, id) => deleteLiveSession(w.db, w.editor, id),
    }),
  )
