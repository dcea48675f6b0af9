// Renders the site's link-preview image (client/public/social/mezat.jpg, 1200×630 JPEG) from the SVG below
// with Chromium through playwright-core (both already used by the browser tests): WhatsApp and Facebook
// show only raster images, and 1200×630 is the size they draw as a large preview. JPEG because the
// gradients make a PNG of ~275 KB, and WhatsApp is widely reported to drop preview images near 300 KB.
// Run it again after a change of the brand: `node scripts/social-image.mjs` (CHROMIUM=/path overrides
// /usr/bin/chromium).
// The text and sizes are repeated in worker/html/page-meta.ts (SITE_IMAGE).
import { readFile, writeFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'

const WIDTH = 1200
const HEIGHT = 630
const OUT = new URL('../client/public/social/mezat.jpg', import.meta.url)

// The favicon's gavel, read from client/public/favicon.svg (everything after its tile), on a tile darker than the
// favicon's so that it stands out on the backdrop; the brand's colours (client/styles.css).
const favicon = await readFile(new URL('../client/public/favicon.svg', import.meta.url), 'utf8')
const gavel = favicon.slice(favicon.indexOf('<g '), favicon.lastIndexOf('</svg>'))
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="a" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="#5f78c8" stop-opacity="0.45"/><stop offset="1" stop-color="#5f78c8" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" cx="0" cy="1" r="0.6"><stop offset="0" stop-color="#3f58b0" stop-opacity="0.5"/><stop offset="1" stop-color="#3f58b0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#142048"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#a)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/>
  <g transform="translate(96 150) scale(3.4)">
    <rect width="64" height="64" rx="14" fill="#0c1430"/>
    ${gavel}
  </g>
  <g font-family="'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" fill="#ffffff">
    <text x="390" y="250" font-size="112" font-weight="800" letter-spacing="-2">Mezat</text>
    <text x="394" y="326" font-size="44" font-weight="600" fill="#dbe3f6">Canlı Mezat ve Açık Artırma</text>
  </g>
  <rect x="96" y="430" width="8" height="86" rx="4" fill="#f59e0b"/>
  <g font-family="'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="34" fill="#dbe3f6">
    <text x="130" y="464">Antika, koleksiyon ve sanat eserlerine pey verin.</text>
    <text x="130" y="512">Güvenli ödeme · Onaylı satıcılar · Canlı açık artırma</text>
  </g>
</svg>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 })
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`)
  await writeFile(OUT, await page.screenshot({ type: 'jpeg', quality: 88, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }))
  console.log(`wrote ${OUT.pathname}`)
} finally {
  await browser.close()
}
