// Every /api/admin/* call is for editors: guests 401 {"message":"Unauthenticated."}, members 403.
// Each console router registers this; Hono runs a mounted router's middleware for every path under
// /admin, so the check runs once and the later registrations see the editor already set.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env.ts'
import { requireEditor } from '../../middleware/auth.ts'

export const editorOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user?.role === 'editor') return next()
  return requireEditor(c, next)
})
