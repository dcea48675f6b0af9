// Room → worker calls (docs/architecture.md "The shape"): signed with the shared internal secret, never reachable without it.
import { unauthenticated } from '#common/errors.ts'
import { internalSecret, verifyInternal } from '#common/internal-token.ts'
import { RoomSync, type RoomSyncAnswer } from '#common/schemas/room.ts'
import { Hono } from 'hono'
import { z } from 'zod'
import { applyRoomSync } from '../../domain/auctions/rooms.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'

const RoomParam = z.object({ id: z.coerce.number().int().positive() })

export const internal = new Hono<AppEnv>().post('/internal/rooms/:id/sync', async (c) => {
  const { id } = readParams(c, RoomParam)
  if (!(await verifyInternal(internalSecret(c.env), 'worker', String(id), c.req.header('authorization') ?? null))) throw unauthenticated()
  const sync = await readBody(c, RoomSync)
  return c.json((await applyRoomSync(c.var.db, id, sync, c.env)) satisfies z.input<typeof RoomSyncAnswer>)
})
