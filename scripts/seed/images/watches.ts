// Wrist watch, pocket watch and mantel clock.
import type { Art, Variant } from './kind.ts'
import { rim } from './parts.ts'
import { ACROSS, clock, darken, DIAGONAL, FONT_SANS, FONT_SERIF, glow, lighten, lin, METAL, n, rad, rep, rounded, shade } from './svg.ts'

// ---------- wrist watch ----------

function strap(v: Variant, back: boolean): { defs: string; body: string } {
  const s = v.strap!
  if (s === 'bracelet') {
    const link = (y: number, i: number) =>
      `<rect x="${n(338 + i * 0.3)}" y="${y}" width="${n(36 - i * 0.3)}" height="24" rx="5" fill="url(#wlink)"/>` +
      `<rect x="374" y="${y}" width="52" height="24" rx="5" fill="url(#wlink2)"/>` +
      `<rect x="426" y="${y}" width="${n(36 - i * 0.3)}" height="24" rx="5" fill="url(#wlink)"/>`
    return {
      defs: lin('wlink', METAL.steel!, ...ACROSS) + lin('wlink2', METAL.chrome!, 0, 0, 1, 0.3),
      body: rep(8, (i) => link(70 + i * 27, i)) + rep(8, (i) => link(515 + i * 27, i)),
    }
  }
  const c = s
  const holes = back ? '' : rep(4, (i) => `<ellipse cx="400" cy="${600 + i * 28}" rx="5" ry="7" fill="${darken(c, 0.55)}"/>`)
  return {
    defs: lin('wstrap', rounded(c, 0.35, 0.12, 0.35, [0.18, 0.82]), ...ACROSS),
    body:
      `<path d="M338 60 L462 60 L466 290 L334 290 Z" fill="url(#wstrap)"/>` +
      `<path d="M334 510 L466 510 L460 735 Q400 748 340 735 Z" fill="url(#wstrap)"/>` +
      `<g fill="none" stroke="${lighten(c, 0.45)}" stroke-width="2" stroke-dasharray="7 5" opacity="0.8">` +
      `<path d="M348 60 L346 290 M452 60 L454 290 M346 510 L350 730 M454 510 L450 730"/></g>` +
      holes,
  }
}

export function wristFront(v: Variant): Art {
  const st = strap(v, false)
  const dial = v.dial!
  const dark = v.dialDark === '1'
  const ink = dark ? '#eef2f6' : '#2b2b2b'
  const hand = dark ? '#f4f6f8' : darken(v.accent!, 0.1)
  const defs =
    st.defs +
    rim('wcase', METAL[v.case!]!) +
    rad('wdial', shade(dial, 0.22, 0.25, 0.7), 0.42, 0.38, 0.7) +
    lin('wglass', glow('#ffffff', 0.45), 0, 0, 0.6, 0.8)
  const indices = rep(12, (i) => {
    const w = i % 3 === 0 ? 9 : 6
    const h = i === 0 ? 26 : 20
    return `<rect x="${-w / 2}" y="-116" width="${w}" height="${h}" rx="1.5" fill="url(#wcase)" stroke="${darken(v.accent!, 0.2)}" stroke-width="0.6" transform="translate(400 400) rotate(${i * 30})"/>`
  })
  const body =
    st.body +
    `<path d="M322 282 L356 246 L378 262 L350 300 Z M478 282 L444 246 L422 262 L450 300 Z M322 518 L356 554 L378 538 L350 500 Z M478 518 L444 554 L422 538 L450 500 Z" fill="url(#wcase)"/>` +
    `<rect x="546" y="384" width="28" height="32" rx="5" fill="url(#wcase2)"/>` +
    rep(
      5,
      (i) =>
        `<line x1="${551 + i * 5}" y1="387" x2="${551 + i * 5}" y2="413" stroke="${darken(v.accent!, 0.3)}" stroke-width="1" opacity="0.5"/>`,
    ) +
    `<circle cx="400" cy="400" r="152" fill="url(#wcase)"/>` +
    `<circle cx="400" cy="400" r="138" fill="url(#wcase2)"/>` +
    `<circle cx="400" cy="400" r="126" fill="url(#wdial)"/>` +
    `<circle cx="400" cy="400" r="119" fill="none" stroke="${ink}" stroke-width="5" stroke-dasharray="1.1 11.36" opacity="0.7"/>` +
    indices +
    `<rect x="468" y="389" width="32" height="22" rx="2" fill="#fbfaf6" stroke="url(#wcase)" stroke-width="2"/>` +
    `<text x="484" y="406" text-anchor="middle" font-family="${FONT_SANS}" font-size="15" font-weight="700" fill="#222">14</text>` +
    `<text x="400" y="352" text-anchor="middle" font-family="${FONT_SERIF}" font-size="17" letter-spacing="3" fill="${ink}">${v.mark ?? 'CLASSIC'}</text>` +
    `<text x="400" y="462" text-anchor="middle" font-family="${FONT_SANS}" font-size="10" letter-spacing="2.5" fill="${ink}" opacity="0.8">${v.sub ?? 'AUTOMATIC'}</text>` +
    `<g transform="translate(400 400) rotate(-55)"><path d="M-6 8 L-4 -62 L0 -72 L4 -62 L6 8 Z" fill="${hand}" stroke="${darken(hand, 0.5)}" stroke-width="1"/></g>` +
    `<g transform="translate(400 400) rotate(58)"><path d="M-5 10 L-3 -98 L0 -108 L3 -98 L5 10 Z" fill="${hand}" stroke="${darken(hand, 0.5)}" stroke-width="1"/></g>` +
    `<g transform="translate(400 400) rotate(196)"><path d="M-1.2 28 L-0.8 -112 L0.8 -112 L1.2 28 Z" fill="#c8272d"/><circle r="5" cy="22" fill="#c8272d"/></g>` +
    `<circle cx="400" cy="400" r="7" fill="url(#wcase)" stroke="${darken(hand, 0.5)}" stroke-width="1"/>` +
    `<path d="M290 340 A126 126 0 0 1 430 276 A140 140 0 0 0 300 380 Z" fill="url(#wglass)"/>`
  return { defs, body }
}

export function wristBack(v: Variant): Art {
  const st = strap(v, true)
  const defs =
    st.defs +
    rim('wcase', METAL[v.case!]!) +
    rad(
      'wback',
      [
        [0, '#f8f9fa'],
        [0.6, '#c4cbd2'],
        [1, '#8d96a0'],
      ],
      0.4,
      0.35,
      0.8,
    ) +
    `<path id="wtp" d="M400 400 m-104 0 a104 104 0 1 1 208 0 a104 104 0 1 1 -208 0"/>`
  const body =
    st.body +
    `<path d="M322 282 L356 246 L378 262 L350 300 Z M478 282 L444 246 L422 262 L450 300 Z M322 518 L356 554 L378 538 L350 500 Z M478 518 L444 554 L422 538 L450 500 Z" fill="url(#wcase)"/>` +
    `<rect x="226" y="384" width="28" height="32" rx="5" fill="url(#wcase2)"/>` +
    `<circle cx="400" cy="400" r="152" fill="url(#wcase)"/>` +
    `<circle cx="400" cy="400" r="136" fill="url(#wback)"/>` +
    rep(6, (i) => `<rect x="-9" y="-136" width="18" height="12" rx="3" fill="#7d8791" transform="translate(400 400) rotate(${i * 60})"/>`) +
    `<circle cx="400" cy="400" r="118" fill="none" stroke="#7d8791" stroke-width="1.5"/>` +
    `<circle cx="400" cy="400" r="74" fill="none" stroke="#7d8791" stroke-width="1.5"/>` +
    `<text font-family="${FONT_SANS}" font-size="12.5" letter-spacing="2.4" fill="#5d6670"><textPath xlink:href="#wtp">STAINLESS STEEL • WATER RESISTANT 100M • 21 JEWELS • NO 284615 •</textPath></text>` +
    `<g fill="none" stroke="#6b747e" stroke-width="2.2" stroke-linecap="round">` +
    `<path d="M352 420 Q372 392 392 420 T432 420 T452 410"/><path d="M352 440 Q372 412 392 440 T432 440 T452 430" opacity="0.7"/>` +
    `<path d="M400 350 L410 372 L434 374 L416 388 L422 410 L400 398 L378 410 L384 388 L366 374 L390 372 Z" stroke-width="1.6"/></g>`
  return { defs, body }
}

// ---------- pocket watch ----------

const ROMAN = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI']
const OTTOMAN = ['١٢', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩', '١٠', '١١']

function pocketCommon(v: Variant) {
  return rim('pcase', METAL[v.metal!]!) + lin('pchain', METAL[v.metal!]!, ...ACROSS)
}

const CY = 450
const pocketTop =
  `<path d="M400 250 C 300 160 150 210 168 370 C 180 480 260 540 176 680" fill="none" stroke="url(#pchain)" stroke-width="11" stroke-dasharray="15 5" stroke-linecap="round"/>` +
  `<rect x="150" y="672" width="52" height="13" rx="6" fill="url(#pcase)" transform="rotate(-28 176 678)"/>` +
  `<ellipse cx="400" cy="236" rx="40" ry="32" fill="none" stroke="url(#pcase)" stroke-width="10"/>` +
  `<rect x="384" y="256" width="32" height="30" rx="4" fill="url(#pcase2)"/>` +
  `<rect x="378" y="244" width="44" height="20" rx="6" fill="url(#pcase)"/>` +
  rep(7, (i) => `<line x1="${383 + i * 5.5}" y1="246" x2="${383 + i * 5.5}" y2="262" stroke="#6d6a5f" stroke-width="1" opacity="0.45"/>`)

export function pocketFront(v: Variant): Art {
  const nums = v.numerals === 'ottoman' ? OTTOMAN : ROMAN
  const defs =
    pocketCommon(v) +
    rad(
      'pdial',
      [
        [0, '#fffef9'],
        [0.8, '#f1ead9'],
        [1, '#ddd3bd'],
      ],
      0.45,
      0.4,
      0.7,
    ) +
    lin('pglass', glow('#ffffff', 0.5), 0, 0, 0.7, 0.9)
  const numerals = nums
    .map((t, i) => {
      const [x, y] = clock(400, CY, 116, i * 30)
      return `<text x="${x}" y="${n(y + 9)}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="${v.numerals === 'ottoman' ? 28 : 25}" fill="#1c1c1c">${t}</text>`
    })
    .join('')
  const blue = '#1b2f5a'
  const body =
    pocketTop +
    `<circle cx="400" cy="${CY}" r="174" fill="url(#pcase)"/>` +
    `<circle cx="400" cy="${CY}" r="160" fill="url(#pcase2)"/>` +
    `<circle cx="400" cy="${CY}" r="150" fill="url(#pdial)"/>` +
    `<circle cx="400" cy="${CY}" r="141" fill="none" stroke="#1c1c1c" stroke-width="1"/>` +
    `<circle cx="400" cy="${CY}" r="136" fill="none" stroke="#1c1c1c" stroke-width="8" stroke-dasharray="0.8 13.44" opacity="0.85"/>` +
    `<circle cx="400" cy="${CY}" r="131" fill="none" stroke="#1c1c1c" stroke-width="0.8"/>` +
    numerals +
    `<text x="400" y="${CY - 52}" text-anchor="middle" font-family="${FONT_SERIF}" font-style="italic" font-size="18" fill="#2a2a2a">${v.mark ?? 'Remontoir'}</text>` +
    `<text x="400" y="${CY - 34}" text-anchor="middle" font-family="${FONT_SANS}" font-size="9" letter-spacing="2" fill="#444">ANCRE LIGNE DROITE · 15 RUBIS</text>` +
    `<circle cx="400" cy="${CY + 66}" r="30" fill="none" stroke="#333" stroke-width="1"/>` +
    `<circle cx="400" cy="${CY + 66}" r="26" fill="none" stroke="#333" stroke-width="4" stroke-dasharray="0.6 2.12"/>` +
    `<g transform="translate(400 ${CY + 66}) rotate(140)"><line y1="6" y2="-26" stroke="${blue}" stroke-width="1.6"/></g>` +
    `<g transform="translate(400 ${CY}) rotate(-62)" fill="none" stroke="${blue}" stroke-width="3.5" stroke-linecap="round"><line y1="14" y2="-50"/><circle cy="-58" r="8"/><path d="M0 -66 L0 -78" /></g>` +
    `<g transform="translate(400 ${CY}) rotate(48)" fill="none" stroke="${blue}" stroke-width="2.8" stroke-linecap="round"><line y1="16" y2="-82"/><circle cy="-90" r="7"/><path d="M0 -97 L0 -116"/></g>` +
    `<circle cx="400" cy="${CY}" r="6" fill="${blue}"/>` +
    `<path d="M282 380 A150 150 0 0 1 440 304 A160 160 0 0 0 292 420 Z" fill="url(#pglass)"/>`
  return { defs, body }
}

export function pocketBack(v: Variant): Art {
  const defs = pocketCommon(v)
  const rosette = rep(24, (i) => `<ellipse cx="400" cy="${CY}" rx="118" ry="34" transform="rotate(${i * 7.5} 400 ${CY})"/>`)
  const ink = v.metal === 'gold' ? '#8c6418' : '#6f6f69'
  const body =
    pocketTop +
    `<circle cx="400" cy="${CY}" r="174" fill="url(#pcase)"/>` +
    `<circle cx="400" cy="${CY}" r="162" fill="none" stroke="${ink}" stroke-width="1.4" opacity="0.6"/>` +
    `<g fill="none" stroke="${ink}" stroke-width="0.9" opacity="0.55">${rosette}</g>` +
    `<circle cx="400" cy="${CY}" r="150" fill="none" stroke="${ink}" stroke-width="5" stroke-dasharray="2 5" opacity="0.5"/>` +
    `<ellipse cx="400" cy="${CY}" rx="62" ry="46" fill="url(#pcase2)" stroke="${ink}" stroke-width="2"/>` +
    `<text x="400" y="${CY + 14}" text-anchor="middle" font-family="${FONT_SERIF}" font-style="italic" font-size="40" fill="${ink}">${v.mono ?? 'MK'}</text>` +
    `<rect x="330" y="${CY - 178}" width="140" height="10" rx="5" fill="url(#pcase2)"/>`
  return { defs, body }
}

// ---------- mantel clock ----------

export function mantelFront(v: Variant): Art {
  const w = v.wood!
  const defs =
    lin('mwood', rounded(w, 0.3, 0.15, 0.35, [0.2, 0.8]), ...ACROSS) +
    lin('mtop', shade(w, 0.2, 0.2)) +
    lin('mbrass', METAL.brass!, ...DIAGONAL) +
    rad(
      'mdial',
      [
        [0, '#fffdf5'],
        [0.85, '#f0e8d4'],
        [1, '#d8cdb2'],
      ],
      0.45,
      0.4,
      0.7,
    )
  const nums = rep(12, (i) => {
    const [x, y] = clock(400, 410, 72, (i + 1) * 30)
    return `<text x="${x}" y="${n(y + 7)}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="19" fill="#222">${i + 1}</text>`
  })
  const grain = rep(
    9,
    (i) =>
      `<path d="M${262 + i * 32} 600 C ${250 + i * 32} 520 ${280 + i * 32} 460 ${266 + i * 32} 330" fill="none" stroke="${darken(w, 0.35)}" stroke-width="1.2" opacity="0.35"/>`,
  )
  const body =
    `<rect x="232" y="600" width="336" height="44" rx="6" fill="url(#mtop)"/>` +
    `<rect x="242" y="644" width="44" height="16" rx="4" fill="url(#mbrass)"/><rect x="514" y="644" width="44" height="16" rx="4" fill="url(#mbrass)"/>` +
    `<path d="M252 600 V372 Q252 252 400 240 Q548 252 548 372 V600 Z" fill="url(#mwood)"/>` +
    grain +
    `<path d="M270 590 V376 Q270 272 400 260 Q530 272 530 376 V590 Z" fill="none" stroke="url(#mbrass)" stroke-width="3"/>` +
    `<circle cx="400" cy="410" r="104" fill="url(#mbrass)"/>` +
    `<circle cx="400" cy="410" r="92" fill="url(#mdial)"/>` +
    `<circle cx="400" cy="410" r="86" fill="none" stroke="#333" stroke-width="4" stroke-dasharray="0.7 8.3"/>` +
    nums +
    `<g transform="translate(400 410) rotate(-40)"><path d="M-3 8 L-2 -40 L-8 -46 L0 -58 L8 -46 L2 -40 L3 8 Z" fill="#1d1d1d"/></g>` +
    `<g transform="translate(400 410) rotate(84)"><path d="M-2.5 10 L-1.5 -70 L0 -78 L1.5 -70 L2.5 10 Z" fill="#1d1d1d"/></g>` +
    `<circle cx="400" cy="410" r="5" fill="url(#mbrass)"/>` +
    `<circle cx="370" cy="455" r="4" fill="#555"/><circle cx="430" cy="455" r="4" fill="#555"/>` +
    `<path d="M330 552 H470" stroke="url(#mbrass)" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="400" cy="552" r="11" fill="url(#mbrass)"/>` +
    `<path d="M312 300 A150 150 0 0 1 420 256" fill="none" stroke="#fff" stroke-width="6" opacity="0.18" stroke-linecap="round"/>`
  return { defs, body }
}
