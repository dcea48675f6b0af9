// GET /api/blog[/{category}[/{title}]].
import { Hono } from 'hono'
import { blog } from '../../domain/content/blog.ts'
import type { AppEnv } from '../../env.ts'
import { toBlog } from '../../resources/blog.ts'

export const blogRoutes = new Hono<AppEnv>()
  .get('/blog', async (c) => c.json(toBlog(await blog(c.var.db))))
  .get('/blog/:category', async (c) => c.json(toBlog(await blog(c.var.db, c.req.param('category')))))
  .get('/blog/:category/:title', async (c) => c.json(toBlog(await blog(c.var.db, c.req.param('category'), c.req.param('title')))))
