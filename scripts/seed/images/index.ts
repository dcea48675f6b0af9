// Every kind of item the demo catalogue draws, and the site paths of their pictures.
import { calligraphy, painting, sculpture } from './art.ts'
import { banknote, coin, lighter, medal, pen, postcard, stamp, tinbox } from './collect.ts'
import { cabinet, carpet, copperpot, ewer, lamp, scarf, teacup, vase } from './home.ts'
import type { Kind, View } from './kind.ts'
import { book, record } from './media.ts'
import { camera, gameconsole, laptop, radio, rotaryphone, smartphone, turntable } from './tech.ts'
import { chess, robot, teddy, toycar } from './toys.ts'
import { mantelclock, pocketwatch, wristwatch } from './watches.ts'
import { bangle, handbag, necklace, ring, sunglasses } from './wear.ts'

export const KINDS: Kind[] = [
  wristwatch,
  pocketwatch,
  mantelclock,
  coin,
  banknote,
  stamp,
  postcard,
  medal,
  tinbox,
  lighter,
  pen,
  vase,
  copperpot,
  ewer,
  lamp,
  teacup,
  carpet,
  scarf,
  cabinet,
  painting,
  calligraphy,
  sculpture,
  camera,
  smartphone,
  rotaryphone,
  radio,
  turntable,
  gameconsole,
  laptop,
  ring,
  necklace,
  bangle,
  handbag,
  sunglasses,
  book,
  record,
  toycar,
  robot,
  teddy,
  chess,
]

export const KIND_BY_KEY = new Map(KINDS.map((k) => [k.key, k]))

/** Site path of one picture, e.g. /demo/auctions/watch-steel-front.webp */
export const auctionImagePath = (kind: string, variant: string, view: View) => `/demo/auctions/${kind}-${variant}-${view}.webp`
