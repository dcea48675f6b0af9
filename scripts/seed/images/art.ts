// Art: framed painting, calligraphy panel (hat levhası) / marbling, sculpture.
import type { Art, Variant } from './kind.ts'
import { rim } from './parts.ts'
import { darken, DIAGONAL, FONT_SANS, FONT_SERIF, glow, lin, METAL, n, pair, rad, rep } from './svg.ts'

// ---------- framed painting ----------

function frame(x: number, y: number, w: number, h: number, metal: string) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#frm)"/>` +
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" fill="url(#frm2)"/>` +
    `<rect x="${x + 26}" y="${y + 26}" width="${w - 52}" height="${h - 52}" fill="url(#frm)"/>` +
    `<rect x="${x + 36}" y="${y + 36}" width="${w - 72}" height="${h - 72}" fill="${darken(metal, 0.45)}"/>` +
    rep(2, (i) =>
      rep(
        2,
        (j) =>
          `<circle cx="${x + 13 + j * (w - 26)}" cy="${y + 13 + i * (h - 26)}" r="11" fill="url(#frm2)" stroke="${darken(metal, 0.4)}" stroke-width="1.5"/>`,
      ),
    ) +
    `<rect x="${x + 7}" y="${y + 7}" width="${w - 14}" height="${h - 14}" fill="none" stroke="${darken(metal, 0.35)}" stroke-width="2" stroke-dasharray="3 4" opacity="0.7"/>`
  )
}

function scene(v: Variant, x: number, y: number, w: number, h: number): string {
  const X = (f: number) => n(x + f * w)
  const Y = (f: number) => n(y + f * h)
  if (v.scene === 'sea') {
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#psky)"/>` +
      `<circle cx="${X(0.7)}" cy="${Y(0.42)}" r="${n(w * 0.06)}" fill="#fff2c2" opacity="0.95"/>` +
      `<path d="M${x} ${Y(0.58)} L${X(0.1)} ${Y(0.55)} L${X(0.18)} ${Y(0.52)} L${X(0.3)} ${Y(0.54)} L${X(0.45)} ${Y(0.5)} L${X(0.6)} ${Y(0.55)} L${X(0.8)} ${Y(0.53)} L${x + w} ${Y(0.56)} V${Y(0.62)} H${x} Z" fill="#4b3b5c"/>` +
      `<g fill="#3a2d48"><path d="M${X(0.24)} ${Y(0.55)} a${n(w * 0.06)} ${n(w * 0.05)} 0 0 1 ${n(w * 0.12)} 0 Z"/>` +
      `<rect x="${X(0.22)}" y="${Y(0.38)}" width="4" height="${n(h * 0.18)}"/><rect x="${X(0.38)}" y="${Y(0.38)}" width="4" height="${n(h * 0.18)}"/>` +
      `<rect x="${X(0.52)}" y="${Y(0.44)}" width="14" height="${n(h * 0.1)}"/><path d="M${X(0.52) - 2} ${Y(0.44)} l9 -22 l9 22 Z"/></g>` +
      `<rect x="${x}" y="${Y(0.6)}" width="${w}" height="${n(h * 0.4)}" fill="url(#psea)"/>` +
      rep(
        22,
        (i) =>
          `<path d="M${X(0.55 + (i % 5) * 0.06 - (i % 3) * 0.02)} ${Y(0.63 + i * 0.016)} h${n(10 + (i % 4) * 12)}" stroke="#ffe3a3" stroke-width="3" opacity="${0.35 + (i % 3) * 0.15}" stroke-linecap="round"/>`,
      ) +
      `<path d="M${X(0.26)} ${Y(0.8)} h${n(w * 0.16)} l-14 14 h${n(-w * 0.16 + 28)} Z" fill="#2c1f2a"/>` +
      `<path d="M${X(0.32)} ${Y(0.8)} V${Y(0.64)} L${X(0.4)} ${Y(0.78)} Z" fill="#f3e6d8"/>`
    )
  }
  if (v.scene === 'flowers') {
    const fl = (cx: number, cy: number, r: number, c: string) =>
      `<g transform="translate(${n(cx)} ${n(cy)})">${rep(6, (i) => `<ellipse cy="${n(-r * 0.55)}" rx="${n(r * 0.35)}" ry="${n(r * 0.6)}" fill="${c}" transform="rotate(${i * 60})"/>`)}<circle r="${n(r * 0.32)}" fill="#f0c44c"/></g>`
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#psky)"/>` +
      `<rect x="${x}" y="${Y(0.78)}" width="${w}" height="${n(h * 0.22)}" fill="#5b3a22"/>` +
      `<path d="M${X(0.42)} ${Y(0.78)} C ${X(0.36)} ${Y(0.66)} ${X(0.4)} ${Y(0.56)} ${X(0.45)} ${Y(0.54)} H${X(0.55)} C ${X(0.6)} ${Y(0.56)} ${X(0.64)} ${Y(0.66)} ${X(0.58)} ${Y(0.78)} Z" fill="#2f5f8a"/>` +
      rep(
        9,
        (i) => `<path d="M${X(0.5)} ${Y(0.55)} L${X(0.28 + i * 0.055)} ${Y(0.28 + (i % 3) * 0.06)}" stroke="#3f6b32" stroke-width="3"/>`,
      ) +
      rep(
        6,
        (i) =>
          `<ellipse cx="${X(0.32 + i * 0.07)}" cy="${Y(0.42 + (i % 2) * 0.06)}" rx="14" ry="6" fill="#4d7f3a" transform="rotate(${i * 30 - 60} ${X(0.32 + i * 0.07)} ${Y(0.42 + (i % 2) * 0.06)})"/>`,
      ) +
      fl(x + w * 0.3, y + h * 0.3, 26, '#d8453b') +
      fl(x + w * 0.42, y + h * 0.22, 30, '#f4efe6') +
      fl(x + w * 0.56, y + h * 0.26, 28, '#e07a9a') +
      fl(x + w * 0.68, y + h * 0.34, 24, '#d8453b') +
      fl(x + w * 0.48, y + h * 0.38, 22, '#f2b64a') +
      fl(x + w * 0.36, y + h * 0.42, 18, '#f4efe6') +
      `<circle cx="${X(0.74)}" cy="${Y(0.8)}" r="${n(w * 0.045)}" fill="#c8372d"/><circle cx="${X(0.82)}" cy="${Y(0.82)}" r="${n(w * 0.04)}" fill="#d9a43a"/>` +
      `<circle cx="${X(0.2)}" cy="${Y(0.82)}" r="${n(w * 0.04)}" fill="#8fae3e"/>`
    )
  }
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#psky)"/>` +
    `<path d="M${x} ${Y(0.6)} L${X(0.18)} ${Y(0.28)} L${X(0.3)} ${Y(0.42)} L${X(0.46)} ${Y(0.2)} L${X(0.66)} ${Y(0.48)} L${X(0.8)} ${Y(0.34)} L${x + w} ${Y(0.5)} V${Y(0.7)} H${x} Z" fill="#7d8fa6"/>` +
    `<path d="M${X(0.4)} ${Y(0.26)} L${X(0.46)} ${Y(0.2)} L${X(0.52)} ${Y(0.28)} L${X(0.48)} ${Y(0.27)} L${X(0.45)} ${Y(0.3)} Z" fill="#f4f6f8"/>` +
    `<path d="M${x} ${Y(0.66)} Q${X(0.3)} ${Y(0.56)} ${X(0.6)} ${Y(0.64)} T${x + w} ${Y(0.6)} V${y + h} H${x} Z" fill="#6f9a45"/>` +
    `<path d="M${x} ${Y(0.78)} Q${X(0.4)} ${Y(0.7)} ${x + w} ${Y(0.8)} V${y + h} H${x} Z" fill="#c9a44a"/>` +
    `<path d="M${X(0.55)} ${Y(0.64)} Q${X(0.48)} ${Y(0.8)} ${X(0.62)} ${y + h}" stroke="#9cc4d8" stroke-width="10" fill="none"/>` +
    rep(
      5,
      (i) =>
        `<rect x="${X(0.1 + i * 0.05) - 2}" y="${Y(0.62)}" width="4" height="22" fill="#4a3322"/><ellipse cx="${X(0.1 + i * 0.05)}" cy="${Y(0.6)}" rx="13" ry="20" fill="#3f6b32"/>`,
    ) +
    `<rect x="${X(0.72)}" y="${Y(0.6)}" width="38" height="26" fill="#efe6d6"/><path d="M${X(0.72) - 4} ${Y(0.6)} l23 -16 l23 16 Z" fill="#a9432f"/>`
  )
}

function paintingDefs(v: Variant) {
  const m = METAL[v.frame!]!
  return (
    rim('frm', m) +
    lin(
      'psky',
      v.scene === 'sea'
        ? [
            [0, '#3f4f86'],
            [0.45, '#d9748a'],
            [1, '#f7c07a'],
          ]
        : v.scene === 'flowers'
          ? pair('#3a2f2a', '#6b5240')
          : pair('#8fb6d9', '#e9eef0'),
    ) +
    lin('psea', pair('#c46f6a', '#2f3d6b')) +
    `<pattern id="canv" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 5 L5 0" stroke="#fff" stroke-width="0.7" opacity="0.12"/></pattern>`
  )
}

export const paintingFront = (v: Variant): Art => ({
  defs: paintingDefs(v),
  body:
    frame(150, 180, 500, 420, METAL[v.frame!]![1]![1]) +
    scene(v, 194, 224, 412, 332) +
    `<rect x="194" y="224" width="412" height="332" fill="url(#canv)"/>` +
    `<text x="590" y="546" text-anchor="end" font-family="${FONT_SERIF}" font-style="italic" font-size="15" fill="#f4ead8" opacity="0.85">${v.sig}</text>` +
    `<rect x="194" y="224" width="412" height="332" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`,
})

export const paintingBack = (v: Variant): Art => ({
  defs: lin('bwood', pair('#c9a77c', '#a07f55'), ...DIAGONAL) + lin('blinen', pair('#e8dcc4', '#d3c4a6'), ...DIAGONAL),
  body:
    `<rect x="150" y="180" width="500" height="420" fill="url(#bwood)"/>` +
    `<rect x="190" y="220" width="420" height="340" fill="url(#blinen)"/>` +
    `<rect x="190" y="220" width="420" height="340" fill="none" stroke="#8f7450" stroke-width="20"/>` +
    `<rect x="392" y="220" width="16" height="340" fill="#b2946b"/>` +
    `<rect x="214" y="260" width="170" height="96" fill="#fbf8ef" stroke="#9a8a70"/>` +
    `<text x="226" y="286" font-family="${FONT_SANS}" font-size="13" font-weight="bold" fill="#3a3228">${v.sig}</text>` +
    `<text x="226" y="308" font-family="${FONT_SANS}" font-size="12" fill="#3a3228">Tuval üzerine yağlı boya</text>` +
    `<text x="226" y="328" font-family="${FONT_SANS}" font-size="12" fill="#3a3228">50 × 70 cm</text>` +
    `<circle cx="520" cy="470" r="34" fill="none" stroke="#7a2a2a" stroke-width="3" opacity="0.6"/>` +
    `<text x="520" y="475" text-anchor="middle" font-family="${FONT_SERIF}" font-size="12" fill="#7a2a2a" opacity="0.7">GALERİ</text>` +
    `<path d="M230 250 Q400 190 570 250" fill="none" stroke="#777" stroke-width="2"/>` +
    `<circle cx="230" cy="250" r="5" fill="#888"/><circle cx="570" cy="250" r="5" fill="#888"/>`,
})

// ---------- calligraphy panel / marbling ----------

function ebru(x: number, y: number, w: number, h: number, c: string[]) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c[0]}"/>` +
    rep(
      14,
      (i) =>
        `<path d="M${x} ${n(y + (i + 0.5) * (h / 14))} ${rep(Math.ceil(w / 40), () => `q10 ${i % 2 ? -9 : 9} 20 0 t20 0`)}" fill="none" stroke="${c[1 + (i % 3)]}" stroke-width="${3 + (i % 3) * 2}" opacity="0.85"/>`,
    )
  )
}

export function hatFront(v: Variant): Art {
  const ink = '#1b1712'
  const defs =
    rim('frm', METAL[v.frame!]!) +
    lin('hpaper', pair('#f8f0dc', '#ead9b5'), ...DIAGONAL) +
    lin('hgold', METAL.gold!, ...DIAGONAL) +
    `<clipPath id="hclip"><rect x="252" y="158" width="296" height="484"/></clipPath>`
  const cols = v.ebru!.split(',')
  let inner: string
  if (v.style === 'ebru') {
    inner =
      `<g clip-path="url(#hclip)">${ebru(252, 158, 296, 484, cols)}` +
      rep(
        3,
        (i) =>
          `<g transform="translate(400 ${300 + i * 110})"><path d="M0 30 V-20" stroke="#2f6b3a" stroke-width="4"/><path d="M0 -20 C -22 -30 -22 -60 -8 -74 C -4 -60 4 -60 8 -74 C 22 -60 22 -30 0 -20 Z" fill="${cols[3]}"/><ellipse cx="10" cy="10" rx="14" ry="5" fill="#2f6b3a" transform="rotate(-30 10 10)"/></g>`,
      ) +
      `</g>`
  } else {
    inner =
      `<g clip-path="url(#hclip)">${ebru(252, 158, 296, 484, cols)}</g>` +
      `<rect x="278" y="186" width="244" height="428" fill="url(#hpaper)" stroke="url(#hgold)" stroke-width="4"/>` +
      rep(
        4,
        (i) =>
          `<g transform="translate(${i % 2 ? 508 : 292} ${i < 2 ? 200 : 600})">${rep(6, (j) => `<ellipse cy="-9" rx="4" ry="9" fill="url(#hgold)" transform="rotate(${j * 60})"/>`)}<circle r="4" fill="#b3322a"/></g>`,
      ) +
      `<g fill="none" stroke="${ink}" stroke-linecap="round">` +
      `<path d="M308 470 C 340 500 420 506 470 470 C 490 456 498 438 492 420" stroke-width="14"/>` +
      `<path d="M338 300 V452 M372 270 V446 M420 300 C 424 360 430 400 424 440" stroke-width="11"/>` +
      `<path d="M452 330 C 480 350 490 380 470 404 C 452 424 430 420 440 400" stroke-width="9"/>` +
      `<path d="M318 360 C 330 340 350 344 352 362 M470 290 q10 -20 24 -10" stroke-width="7"/>` +
      `<path d="M330 540 C 370 520 430 520 470 540" stroke-width="8"/></g>` +
      `<g fill="${ink}">${[
        [360, 490],
        [392, 498],
        [456, 320],
        [340, 520],
        [404, 552],
        [488, 460],
      ]
        .map(([a, b]) => `<rect x="-7" y="-7" width="14" height="14" transform="translate(${a} ${b}) rotate(45)"/>`)
        .join('')}</g>` +
      `<g fill="url(#hgold)">${rep(5, (i) => `<circle cx="${316 + i * 42}" cy="586" r="5"/>`)}</g>`
  }
  return {
    defs,
    body:
      `<rect x="216" y="122" width="368" height="556" fill="url(#frm)"/>` +
      `<rect x="232" y="138" width="336" height="524" fill="url(#frm2)"/>` +
      `<rect x="244" y="150" width="312" height="500" fill="${darken(METAL[v.frame!]![1]![1], 0.5)}"/>` +
      inner,
  }
}

// ---------- sculpture ----------

export function sculptFront(v: Variant): Art {
  const m =
    v.material === 'marble'
      ? ([
          [0, '#ffffff'],
          [0.4, '#e8e6e1'],
          [0.7, '#c9c5bd'],
          [1, '#f2f0ec'],
        ] as const)
      : METAL.bronze!
  const defs =
    lin('skb', m, 0, 0, 1, 0.3) +
    rad('skh', glow('#fff', 0.45), 0.35, 0.3, 0.6) +
    lin(
      'skp',
      [
        [0, '#3b3b3e'],
        [0.5, '#1d1d20'],
        [1, '#2c2c30'],
      ],
      ...DIAGONAL,
    )
  const plinth =
    `<rect x="318" y="560" width="164" height="90" fill="url(#skp)"/>` +
    `<rect x="306" y="548" width="188" height="16" rx="3" fill="#3a3a3e"/>` +
    `<path d="M330 590 q30 10 50 -4 t60 8 M350 630 q20 -10 60 2" stroke="#8a8a90" stroke-width="1.2" fill="none" opacity="0.6"/>`
  if (v.style === 'abstract') {
    return {
      defs,
      body:
        plinth +
        `<path d="M400 548 C 340 500 330 420 380 360 C 420 312 470 300 460 240 C 500 290 490 350 450 400 C 420 436 430 500 460 548 Z" fill="url(#skb)"/>` +
        `<path d="M380 548 C 420 480 360 430 350 360 C 344 316 370 270 400 250 C 380 300 390 340 420 380 C 460 430 440 500 420 548 Z" fill="url(#skb)" opacity="0.85"/>` +
        `<circle cx="430" cy="300" r="26" fill="none" stroke="url(#skb)" stroke-width="12"/>` +
        `<ellipse cx="380" cy="380" rx="60" ry="120" fill="url(#skh)"/>`,
    }
  }
  return {
    defs,
    body:
      plinth +
      `<path d="M300 548 C 296 500 320 470 362 458 L376 430 H424 L438 458 C 480 470 504 500 500 548 Z" fill="url(#skb)"/>` +
      `<path d="M374 440 C 370 410 372 396 376 380 H424 C 428 396 430 410 426 440 Z" fill="url(#skb)"/>` +
      `<ellipse cx="400" cy="318" rx="62" ry="80" fill="url(#skb)"/>` +
      `<path d="M338 300 C 336 240 380 222 408 226 C 450 230 470 260 462 312 C 452 280 432 262 400 262 C 372 262 350 276 338 300 Z" fill="${darken(m[1]![1], 0.25)}"/>` +
      `<path d="M398 310 L390 348 L404 350" fill="none" stroke="${darken(m[1]![1], 0.4)}" stroke-width="3"/>` +
      `<path d="M376 368 Q400 376 420 366" fill="none" stroke="${darken(m[1]![1], 0.4)}" stroke-width="3"/>` +
      `<ellipse cx="376" cy="306" rx="10" ry="5" fill="${darken(m[1]![1], 0.35)}"/><ellipse cx="424" cy="306" rx="10" ry="5" fill="${darken(m[1]![1], 0.35)}"/>` +
      `<ellipse cx="380" cy="320" rx="50" ry="90" fill="url(#skh)"/>` +
      `<text x="400" y="612" text-anchor="middle" font-family="${FONT_SERIF}" font-size="14" letter-spacing="2" fill="#c9b27a">${v.plate}</text>`,
  }
}
