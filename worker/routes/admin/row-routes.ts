// The console's three writes of one kind of row, answered alike by every console router (and documented
// alike by worker/openapi/operations.ts `editorRecords`): POST creates (201, the message and the new id),
// PUT `{path}/:id` saves and DELETE `{path}/:id` deletes (the message). Editors only; the body is read
// with the kind's form, so a bad field is the form's 422.
import { tr } from '#common/messages.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import type { ConsoleWrite, RowWrites } from '../../domain/admin/audited.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { editorOnly } from './guard.ts'

const m = tr.admin

/** The `:id` of a console path. */
export const rowIdOf = (c: Context) => readParams(c, RowIdParam).id

const writeOf = (c: Context<AppEnv>): ConsoleWrite => ({ db: c.var.db, photos: c.env.PHOTOS, editor: currentUser(c), env: c.env })

export const rowRoutes = <S extends z.ZodType>(path: string, form: S, writes: RowWrites<z.output<S>>, createPath = path) =>
  new Hono<AppEnv>()
    .use(editorOnly)
    .post(createPath, async (c) => {
      const parentId = createPath.includes(':id') ? rowIdOf(c) : 0
      const row = await writes.create(writeOf(c), await readBody(c, form), parentId)
      return c.json({ message: m.created, id: row.id }, 201)
    })
    .put(`${path}/:id`, async (c) => {
      await writes.update(writeOf(c), rowIdOf(c), await readBody(c, form))
      return c.json({ message: m.saved } satisfies MessageAnswer)
    })
    .delete(`${path}/:id`, async (c) => {
      await writes.remove(writeOf(c), rowIdOf(c))
      return c.json({ message: m.deleted } satisfies MessageAnswer)
    })
