// Draws the demo pictures into client/public/demo/ (committed; the seed only refers to them).
// Run: node scripts/seed/make-images.ts   (deterministic: the same files every time)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { KINDS, auctionImagePath } from './images/index.ts'
import { VIEWS, render } from './images/kind.ts'
import {
  BANNERS,
  BLOG_IMAGES,
  CAROUSEL,
  VIDEO_POSTERS,
  bannerPath,
  blogImagePath,
  carouselPath,
  poster,
  videoPosterPath,
} from './images/posters.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const pub = join(root, 'client', 'public')

const written = new Map<string, number>()
function write(sitePath: string, svg: string) {
  const file = join(pub, sitePath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  written.set(sitePath, Buffer.byteLength(svg))
}

for (const dir of ['auctions', 'banners', 'carousel', 'videos', 'blog']) {
  const d = join(pub, 'demo', dir)
  mkdirSync(d, { recursive: true })
  for (const f of readdirSync(d)) if (f.endsWith('.svg')) rmSync(join(d, f))
}

for (const k of KINDS) for (const v of k.variants) for (const view of VIEWS) write(auctionImagePath(k.key, v.key, view), render(k, v, view))
for (const b of BANNERS) {
  if (b.placement === 5) {
    write(bannerPath(b.key), poster(b, 750, 420, 'poster'))
    write(bannerPath(b.key, true), poster(b, 640, 640, 'tall'))
  } else {
    write(bannerPath(b.key), poster(b, 1200, 300, 'wide'))
    write(bannerPath(b.key, true), poster(b, 640, 320, 'wide'))
  }
}
for (const c of CAROUSEL) write(carouselPath(c.key), poster(c, 1200, 400, 'poster'))
for (const v of VIDEO_POSTERS) write(videoPosterPath(v.key), poster(v, 1280, 720, 'poster'))
for (const b of BLOG_IMAGES) write(blogImagePath(b.key), poster(b, 1200, 630, 'poster'))

const sizes = [...written.values()]
const total = sizes.reduce((a, b) => a + b, 0)
console.log(`${written.size} pictures, ${(total / 1024).toFixed(0)} kB in all, largest ${(Math.max(...sizes) / 1024).toFixed(1)} kB`)
