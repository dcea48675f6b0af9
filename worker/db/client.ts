import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema/index.ts'

// NOTE: drizzle's D1 driver only calls prepare() and batch(), which a D1DatabaseSession has too (its
// types name D1Database alone); worker/middleware/d1-session.ts hands it the request's session.
export const createDb = (d1: D1Database | D1DatabaseSession) => drizzle(d1 as D1Database, { schema })
export type Db = ReturnType<typeof createDb>
