// spec: storefront §7 GET /api/auctions, /api/showcaseauctions (issue 2: the home page lists).
import { Hono } from 'hono'
import { PageQuery } from '#common/schemas/search.ts'
import { listOpen, listShowcase } from '../domain/listing.ts'
import type { AppEnv } from '../env.ts'
import { readQuery } from '../lib/validate.ts'
import { serverTime, toCardPage } from '../resources/auctions.ts'

export const auctionLists = new Hono<AppEnv>()
  .get('/auctions', async (c) => {
    const { page } = readQuery(c, PageQuery)
    return c.json({ auctions: toCardPage(await listOpen(c.var.db, page)), server_time: serverTime() })
  })
  .get('/showcaseauctions', async (c) => {
    const { page } = readQuery(c, PageQuery)
    return c.json({ auctions: toCardPage(await listShowcase(c.var.db, page)), server_time: serverTime() })
  })
