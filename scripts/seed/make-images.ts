// Draws the demo pictures and writes them into client/public/demo/ as WebP (committed; the seed only
// refers to them). The drawings are SVG (scripts/seed/images/), kept in memory only: a picture shown as an
// SVG <img> is laid out as a document of its own on the browser's main thread, a raster one is decoded off
// it, and members upload only JPEG, PNG or WebP (worker/lib/image-check.ts) - so the demo is served as a
// real catalogue is. Decision and figures: docs/first-visit.md "The demo pictures are raster".
// Run: node scripts/seed/make-images.ts   (needs /usr/bin/chromium; the same files again with the same Chromium)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { auctionImagePath } from './images/index.ts'
import { VIEWS, render } from './images/kind.ts'
import { KINDS } from './images/kinds.ts'
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
const QUALITY = 0.8

/** One picture: its site path, its drawing and the width it is written at (its height follows the drawing's). */
type Job = { sitePath: string; svg: string; width: number }

// Widths: what each picture needs on a 2× phone and on a desktop, not more. A lot's photo fills the
// gallery (at most ~400 CSS px wide on a phone, ~600 on a desktop) and the zoom; its card shows it at
// ~190-300 px. Wide banners and the carousel span the page (~1,200 CSS px on a desktop), the phone's
// banner 390 px; posters and blog pictures are seen at most ~640 px wide.
function jobs(): Job[] {
  const list: Job[] = []
  for (const k of KINDS)
    for (const v of k.variants)
      for (const view of VIEWS) list.push({ sitePath: auctionImagePath(k.key, v.key, view), svg: render(k, v, view), width: 800 })
  for (const b of BANNERS) {
    if (b.placement === 5) {
      list.push({ sitePath: bannerPath(b.key), svg: poster(b, 750, 420, 'poster'), width: 1000 })
      list.push({ sitePath: bannerPath(b.key, true), svg: poster(b, 640, 640, 'tall'), width: 780 })
    } else {
      list.push({ sitePath: bannerPath(b.key), svg: poster(b, 1200, 300, 'wide'), width: 1600 })
      list.push({ sitePath: bannerPath(b.key, true), svg: poster(b, 640, 320, 'wide'), width: 780 })
    }
  }
  for (const c of CAROUSEL) list.push({ sitePath: carouselPath(c.key), svg: poster(c, 1200, 400, 'poster'), width: 1600 })
  for (const v of VIDEO_POSTERS) list.push({ sitePath: videoPosterPath(v.key), svg: poster(v, 1280, 720, 'poster'), width: 1280 })
  for (const b of BLOG_IMAGES) list.push({ sitePath: blogImagePath(b.key), svg: poster(b, 1200, 630, 'poster'), width: 1200 })
  return list
}

/** The drawing rasterised by the browser at `width` and encoded by its canvas as WebP. */
async function rasterise(page: Page, { svg, width }: Job): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ svg, width, quality }) => {
      const img = new Image()
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
      await img.decode()
      const height = Math.round((width * img.naturalHeight) / img.naturalWidth)
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const ctx = canvas.getContext('2d')
      if (!ctx) throw new Error('no 2d context')
      ctx.imageSmoothingQuality = 'high'
      ctx.drawImage(img, 0, 0, width, height)
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality))
      if (!blob || blob.type !== 'image/webp') throw new Error('this browser cannot encode WebP')
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let s = ''
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(s)
    },
    { svg, width, quality: QUALITY },
  )
  return Buffer.from(base64, 'base64')
}

for (const dir of ['auctions', 'banners', 'carousel', 'videos', 'blog']) {
  const d = join(pub, 'demo', dir)
  mkdirSync(d, { recursive: true })
  for (const f of readdirSync(d)) if (f.endsWith('.svg') || f.endsWith('.webp')) rmSync(join(d, f))
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const sizes: number[] = []
try {
  const page = await browser.newPage()
  await page.setContent('<!doctype html><title>demo</title>')
  for (const job of jobs()) {
    const webp = await rasterise(page, job)
    const file = join(pub, job.sitePath)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, webp)
    sizes.push(webp.length)
  }
} finally {
  await browser.close()
}
const total = sizes.reduce((a, b) => a + b, 0)
console.log(`${sizes.length} pictures, ${(total / 1024).toFixed(0)} kB in all, largest ${(Math.max(...sizes) / 1024).toFixed(1)} kB`)
