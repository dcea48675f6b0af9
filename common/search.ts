// The search key of an auction, written to auctions.search_text and the auctions_fts table.
// Used by the worker (new and edited listings) and scripts/seed.ts, so both fold alike.
import { trFold } from './text.ts'

export const auctionSearchText = (parts: Array<string | null | undefined>) =>
  trFold(parts.filter((p): p is string => !!p && p.trim() !== '').join(' '))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
