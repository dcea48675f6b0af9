// Footer, contracts and the category tree: read-only content the storefront shows, from the worker's own
// copy while no editor changed it (content-cache.ts): one round trip, one short row when nothing changed.
import type { Db } from '../db/client.ts'
import { storefrontContent } from './content-cache.ts'

export async function footer(db: Db) {
  const { groups, links, info } = await storefrontContent(db)
  return { groups, links, info }
}

export const listContracts = async (db: Db) => (await storefrontContent(db)).contracts

/** The active category tree, parents before children. */
export const listCategories = async (db: Db) => (await storefrontContent(db)).categories
