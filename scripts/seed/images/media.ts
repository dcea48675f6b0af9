// Books and records.
import type { Art, Variant } from './kind.ts'
import { grooves } from './parts.ts'
import { ACROSS, darken, DIAGONAL, FONT_SANS, FONT_SERIF, lin, METAL, n, pair, rad, rep, rounded, shade, sheen } from './svg.ts'

// ---------- book ----------

function bookDefs(v: Variant) {
  const c = v.cover!
  return (
    lin('bkc', shade(c, 0.12, 0.18), ...DIAGONAL) +
    lin('bks', rounded(c, 0.35, 0.05, 0.3), ...ACROSS) +
    lin('bkg', METAL.gold!, ...DIAGONAL) +
    lin('bkp', pair('#f4ecd8', '#dccfb0'))
  )
}

export function bookFront(v: Variant): Art {
  const ink = v.paper ? '#2a2420' : 'url(#bkg)'
  const plain = v.paper === '1'
  const body =
    `<path d="M262 164 H556 V650 H262 Z" fill="url(#bkp)"/>` +
    rep(10, (i) => `<line x1="${548 - i * 0}" y1="${180 + i * 46}" x2="558" y2="${180 + i * 46}" stroke="#b9a880" stroke-width="1"/>`) +
    `<rect x="240" y="150" width="310" height="490" rx="6" fill="url(#bkc)"/>` +
    (plain
      ? `<rect x="270" y="190" width="250" height="6" fill="${v.accent}"/><rect x="270" y="580" width="250" height="6" fill="${v.accent}"/>` +
        `<text x="395" y="260" text-anchor="middle" font-family="${FONT_SANS}" font-size="20" letter-spacing="4" fill="#2a2420">${v.author}</text>` +
        `<text x="395" y="390" text-anchor="middle" font-family="${FONT_SERIF}" font-size="52" font-weight="bold" fill="${v.accent}">${v.title}</text>` +
        `<text x="395" y="430" text-anchor="middle" font-family="${FONT_SERIF}" font-style="italic" font-size="18" fill="#2a2420">${v.sub}</text>` +
        `<text x="395" y="560" text-anchor="middle" font-family="${FONT_SANS}" font-size="14" letter-spacing="3" fill="#2a2420">${v.press}</text>`
      : `<rect x="240" y="150" width="34" height="490" fill="url(#bks)"/>` +
        `<rect x="296" y="176" width="232" height="438" rx="4" fill="none" stroke="url(#bkg)" stroke-width="3"/>` +
        `<rect x="306" y="186" width="212" height="418" rx="3" fill="none" stroke="url(#bkg)" stroke-width="1.2"/>` +
        rep(4, (i) => `<circle cx="${i % 2 ? 508 : 316}" cy="${i < 2 ? 196 : 594}" r="8" fill="url(#bkg)"/>`) +
        `<g transform="translate(412 440)">${rep(8, (i) => `<ellipse cy="-30" rx="9" ry="26" fill="none" stroke="url(#bkg)" stroke-width="2.5" transform="rotate(${i * 45})"/>`)}<circle r="10" fill="url(#bkg)"/></g>` +
        `<text x="412" y="270" text-anchor="middle" font-family="${FONT_SERIF}" font-size="32" font-weight="bold" letter-spacing="2" fill="${ink}">${v.title}</text>` +
        `<text x="412" y="306" text-anchor="middle" font-family="${FONT_SERIF}" font-size="17" letter-spacing="3" fill="${ink}">${v.author}</text>`) +
    `<path d="M246 160 V630" stroke="#fff" stroke-width="3" opacity="0.2"/>`
  return { defs: bookDefs(v), body }
}

export function bookBack(v: Variant): Art {
  const lines = (x: number, y0: number, w: number, count: number) =>
    rep(
      count,
      (i) =>
        `<rect x="${x}" y="${y0 + i * 17}" width="${w - ((i * 37) % 5 === 0 ? 60 : (i * 13) % 30)}" height="5" rx="2" fill="#6b6256" opacity="0.55"/>`,
    )
  const body =
    `<path d="M130 250 Q260 226 400 250 Q540 226 670 250 V600 Q540 576 400 600 Q260 576 130 600 Z" fill="url(#bkc)"/>` +
    `<path d="M142 240 Q270 220 400 244 V590 Q270 566 142 586 Z" fill="url(#bkp)"/>` +
    `<path d="M658 240 Q530 220 400 244 V590 Q530 566 658 586 Z" fill="url(#bkp)"/>` +
    `<path d="M400 244 V590" stroke="#a8987a" stroke-width="2"/>` +
    `<text x="270" y="290" text-anchor="middle" font-family="${FONT_SERIF}" font-size="18" font-weight="bold" fill="#3a332a">${v.title}</text>` +
    `<text x="270" y="316" text-anchor="middle" font-family="${FONT_SERIF}" font-size="13" fill="#3a332a">${v.author}</text>` +
    `<g transform="translate(270 360)">${rep(8, (i) => `<ellipse cy="-14" rx="4" ry="12" fill="${v.accent ?? '#8c6418'}" transform="rotate(${i * 45})"/>`)}</g>` +
    `<text x="270" y="420" text-anchor="middle" font-family="${FONT_SANS}" font-size="11" letter-spacing="2" fill="#3a332a">${v.press}</text>` +
    `<text x="270" y="440" text-anchor="middle" font-family="${FONT_SANS}" font-size="11" fill="#3a332a">${v.year}</text>` +
    lines(428, 272, 210, 17) +
    `<text x="530" y="578" text-anchor="middle" font-family="${FONT_SERIF}" font-size="12" fill="#3a332a">— 7 —</text>`
  return { defs: bookDefs(v), body }
}

// ---------- record ----------

function recordDefs(v: Variant) {
  return (
    rad('rvin', [
      [0, '#2b2b2b'],
      [0.3, '#0d0d0d'],
      [0.62, '#1c1c1c'],
      [1, '#090909'],
    ]) +
    lin('rsl', shade(v.c1!, 0.1, 0.15), ...DIAGONAL) +
    lin('rshine', sheen('#fff', 0.14), ...DIAGONAL)
  )
}

const disc = (cx: number, cy: number, r: number, v: Variant, side: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#rvin)"/>` +
  grooves(
    cx,
    cy,
    16,
    (i) => n(r * 0.38 + i * r * 0.037),
    0.7,
    (i) => 0.05 + (i % 4) * 0.025,
  ) +
  `<path d="M${cx - r * 0.7} ${cy - r * 0.5} A${r * 0.86} ${r * 0.86} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.86}" fill="none" stroke="#fff" stroke-width="${n(r * 0.08)}" opacity="0.1" stroke-linecap="round"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.33)}" fill="${v.label}"/>` +
  `<text x="${cx}" y="${n(cy - r * 0.13)}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="${n(r * 0.075)}" font-weight="bold" fill="#fff">${v.labelText}</text>` +
  `<text x="${cx}" y="${n(cy + r * 0.18)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${n(r * 0.06)}" fill="#fff">${side} · 33⅓ · STEREO</text>` +
  `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.03)}" fill="#e8e2d6"/>`

function sleeveArt(v: Variant): string {
  const { c1, c2, c3 } = v as unknown as Record<'c1' | 'c2' | 'c3', string>
  let art = ''
  if (v.style === 'psych') {
    art =
      rep(8, (i) => `<circle cx="365" cy="380" r="${180 - i * 22}" fill="${[c2, c3, c1][i % 3]}"/>`) +
      `<text x="365" y="390" text-anchor="middle" font-family="${FONT_SERIF}" font-size="40" font-weight="bold" fill="${c1}">${v.title}</text>`
  } else if (v.style === 'jazz') {
    art =
      `<rect x="190" y="230" width="150" height="220" fill="${c2}"/><rect x="350" y="300" width="190" height="90" fill="${c3}"/><circle cx="460" cy="470" r="54" fill="${c2}"/>` +
      `<text x="200" y="560" font-family="${FONT_SANS}" font-size="44" font-weight="bold" letter-spacing="-1" fill="#fff">${v.title}</text>`
  } else {
    art =
      `<ellipse cx="365" cy="360" rx="110" ry="130" fill="${c2}" stroke="${c3}" stroke-width="8"/>` +
      `<path d="M365 280 c -30 0 -46 26 -42 52 c 3 22 14 36 22 42 c -40 8 -66 30 -74 66 h188 c -8 -36 -34 -58 -74 -66 c 8 -6 19 -20 22 -42 c 4 -26 -12 -52 -42 -52 Z" fill="${darken(c1, 0.3)}"/>` +
      `<text x="365" y="540" text-anchor="middle" font-family="${FONT_SERIF}" font-style="italic" font-size="40" fill="${c3}">${v.title}</text>`
  }
  return (
    `<rect x="170" y="185" width="390" height="390" fill="url(#rsl)"/>` +
    art +
    `<text x="190" y="216" font-family="${FONT_SANS}" font-size="14" font-weight="bold" letter-spacing="3" fill="${v.ink}">${v.artist}</text>` +
    `<rect x="170" y="185" width="390" height="390" fill="url(#rshine)"/>` +
    `<rect x="170" y="185" width="390" height="390" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`
  )
}

export const recordFront = (v: Variant): Art => ({ defs: recordDefs(v), body: disc(560, 380, 180, v, 'A') + sleeveArt(v) })

export const recordBack = (v: Variant): Art => ({ defs: recordDefs(v), body: disc(400, 400, 230, v, 'B') })
