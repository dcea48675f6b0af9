// Room → worker calls (docs/architecture.md "The shape"): signed with the shared internal secret, never reachable without it.
import { unauthenticated } from '#common/errors.ts'
import { internalSecret, verifyInternal } from '#common/internal-token.ts'
import { RoomMetricsReport, RoomSync, type RoomMetricsAnswer, type RoomSyncAnswer } from '#common/schemas/room.ts'
import { Hono } from 'hono'
import { z } from 'zod'
import { applyRoomSync } from '../../domain/auctions/rooms.ts'
import { recordRoomMetrics } from '../../domain/auctions/bid-stats.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'

const RoomParam = z.object({ id: z.coerce.number().int().positive() })

export const internal = new Hono<AppEnv>()
  .post('/internal/rooms/:id/sync', async (c) => {
    const { id } = readParams(c, RoomParam)
    if (!(await verifyInternal(internalSecret(c.env), 'worker', String(id), c.req.header('authorization') ?? null))) throw unauthenticated()
    const sync = await readBody(c, RoomSync)
    return c.json((await applyRoomSync(c.var.db, id, sync, c.env)) satisfies z.input<typeof RoomSyncAnswer>)
  })
  // What only the room sees of the bid path (party/lib/room-metrics.ts): rooms have no Analytics Engine.
  .post('/internal/rooms/:id/metrics', async (c) => {
    const { id } = readParams(c, RoomParam)
    if (!(await verifyInternal(internalSecret(c.env), 'worker', String(id), c.req.header('authorization') ?? null))) throw unauthenticated()
    const report = await readBody(c, RoomMetricsReport)
    return c.json((await recordRoomMetrics(c.var.db, report)) satisfies z.input<typeof RoomMetricsAnswer>)
  })
