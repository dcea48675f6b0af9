// The kinds of item the demo catalogue draws (kinds.ts) by key, and the site paths of their pictures.
import type { View } from './kind.ts'
import { KINDS } from './kinds.ts'

export const KIND_BY_KEY = new Map(KINDS.map((k) => [k.key, k]))

/** Site path of one picture, e.g. /demo/auctions/watch-steel-front.webp */
export const auctionImagePath = (kind: string, variant: string, view: View) => `/demo/auctions/${kind}-${variant}-${view}.webp`
