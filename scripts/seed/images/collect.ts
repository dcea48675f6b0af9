// Collectables: coin, banknote, stamp, postcard, medal, tin box, lighter, fountain pen.
import type { Art, Variant } from './kind.ts'
import { rim } from './parts.ts'
import { ACROSS, darken, DIAGONAL, FONT_SANS, FONT_SERIF, lighten, lin, METAL, mix, n, pair, rad, rep, shade, shadow, star } from './svg.ts'

// ---------- coin ----------

function laurel(cx: number, cy: number, r: number, col: string) {
  const leaf = (deg: number, side: number) => {
    const a = (deg * Math.PI) / 180
    const x = cx + r * Math.cos(a)
    const y = cy + r * Math.sin(a)
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="11" ry="4.5" transform="rotate(${n(deg + 90 + side * 35)} ${n(x)} ${n(y)})"/>`
  }
  let s = ''
  for (let d = 30; d <= 150; d += 13) s += leaf(d, d < 90 ? -1 : 1) + leaf(d + 6, d < 90 ? 1 : -1)
  return `<g fill="${col}" opacity="0.9">${s}</g>`
}

function coinFace(v: Variant, side: 'front' | 'back'): string {
  const relief = darken(v.tone!, 0.42)
  const hi = lighten(v.tone!, 0.5)
  let motif = ''
  if (v.design === 'tugra') {
    if (side === 'front') {
      motif =
        `<g fill="none" stroke="${relief}" stroke-width="6" stroke-linecap="round">` +
        `<path d="M372 456 V300 M396 452 V292 M420 448 V306"/>` +
        `<path d="M372 300 q14 -6 10 -22 M396 292 q14 -6 10 -22 M420 306 q14 -6 10 -22" stroke-width="4"/>` +
        `<ellipse cx="336" cy="438" rx="70" ry="40" transform="rotate(-12 336 438)"/>` +
        `<ellipse cx="346" cy="436" rx="44" ry="24" transform="rotate(-12 346 436)"/>` +
        `<path d="M430 452 C 470 440 500 410 520 372 M424 468 C 470 470 506 446 530 404" stroke-width="5"/>` +
        `<path d="M330 482 q20 -16 40 0 t40 0 t40 0 M350 500 q16 -12 32 0 t32 0" stroke-width="4"/></g>` +
        `<text x="470" y="350" font-family="${FONT_SERIF}" font-size="26" fill="${relief}">٥</text>` +
        rep(24, (i) => `<circle cx="400" cy="226" r="7" fill="${relief}" opacity="0.8" transform="rotate(${i * 15} 400 400)"/>`)
    } else {
      motif =
        `<text x="400" y="362" text-anchor="middle" font-family="'Noto Naskh Arabic','Noto Sans Arabic','DejaVu Sans',serif" font-size="44" fill="${relief}">ضرب في</text>` +
        `<text x="400" y="430" text-anchor="middle" font-family="'Noto Naskh Arabic','Noto Sans Arabic','DejaVu Sans',serif" font-size="50" fill="${relief}">قسطنطينية</text>` +
        `<text x="400" y="500" text-anchor="middle" font-family="${FONT_SERIF}" font-size="38" fill="${relief}">١٣٢٧</text>` +
        rep(24, (i) => `<circle cx="400" cy="226" r="7" fill="${relief}" opacity="0.8" transform="rotate(${i * 15} 400 400)"/>`)
    }
  } else if (side === 'front') {
    motif =
      `<path d="M402 330 A72 72 0 1 0 402 470 A58 58 0 1 1 402 330 Z" fill="url(#crel)" stroke="${relief}" stroke-width="2"/>` +
      `<polygon points="${star(452, 400, 34, 14, 5, 180)}" fill="url(#crel)" stroke="${relief}" stroke-width="2"/>` +
      `<text font-family="${FONT_SERIF}" font-size="25" letter-spacing="3" fill="${relief}"><textPath xlink:href="#ctp" startOffset="50%" text-anchor="middle">TÜRKİYE CUMHURİYETİ</textPath></text>` +
      `<text x="400" y="548" text-anchor="middle" font-family="${FONT_SERIF}" font-size="30" fill="${relief}">${v.year}</text>`
  } else {
    motif =
      `<text x="400" y="420" text-anchor="middle" font-family="${FONT_SERIF}" font-size="96" font-weight="bold" fill="url(#crel)" stroke="${relief}" stroke-width="2">${v.value}</text>` +
      `<text x="400" y="470" text-anchor="middle" font-family="${FONT_SERIF}" font-size="30" letter-spacing="6" fill="${relief}">${v.unit}</text>` +
      laurel(400, 400, 150, relief)
  }
  return (
    `<circle cx="400" cy="400" r="200" fill="url(#crim)"/>` +
    `<circle cx="400" cy="400" r="182" fill="url(#cfield)"/>` +
    `<circle cx="400" cy="400" r="191" fill="none" stroke="${relief}" stroke-width="6" stroke-dasharray="0.1 9.9" stroke-linecap="round" opacity="0.8"/>` +
    `<circle cx="400" cy="400" r="182" fill="none" stroke="${hi}" stroke-width="1.5" opacity="0.7"/>` +
    motif +
    `<path d="M260 300 A170 170 0 0 1 420 232" fill="none" stroke="#fff" stroke-width="10" opacity="0.25" stroke-linecap="round"/>`
  )
}

function coinDefs(v: Variant) {
  const m = METAL[v.metal!]!
  return (
    lin('crim', m, ...DIAGONAL) +
    rad('cfield', shade(v.tone!, 0.45, 0.2, 0.7), 0.4, 0.35, 0.75) +
    lin('crel', shade(v.tone!, 0.6, 0.3), ...DIAGONAL) +
    `<path id="ctp" d="M250 400 A150 150 0 0 1 550 400"/>`
  )
}

export const coinFront = (v: Variant): Art => ({ defs: coinDefs(v), body: coinFace(v, 'front') })

export const coinBack = (v: Variant): Art => ({ defs: coinDefs(v), body: coinFace(v, 'back') })

export const coinAngle = (v: Variant): Art => ({
  defs: coinDefs(v),
  body:
    shadow(420, 520, 220, 40, 0.35) +
    `<g transform="translate(400 450) scale(1 0.56) rotate(-15) translate(-400 -400)">` +
    `<circle cx="400" cy="432" r="200" fill="${darken(v.tone!, 0.35)}"/>` +
    `<circle cx="400" cy="420" r="200" fill="url(#crim)"/>` +
    coinFace(v, 'front') +
    `</g>`,
})

// ---------- banknote ----------

function noteFace(v: Variant, side: 'front' | 'back'): string {
  const ink = v.ink!
  const waves = rep(
    9,
    (i) =>
      `<path d="M100 ${280 + i * 30} q 40 -14 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 70 0" fill="none" stroke="${ink}" stroke-width="1" opacity="0.18"/>`,
  )
  const frame =
    `<rect x="90" y="250" width="620" height="300" rx="6" fill="url(#npaper)"/>` +
    waves +
    `<rect x="104" y="264" width="592" height="272" rx="4" fill="none" stroke="${ink}" stroke-width="7" stroke-dasharray="2 3" opacity="0.75"/>` +
    `<rect x="114" y="274" width="572" height="252" rx="3" fill="none" stroke="${ink}" stroke-width="1.5"/>`
  if (side === 'front') {
    return (
      frame +
      `<ellipse cx="210" cy="400" rx="62" ry="78" fill="#ffffff" opacity="0.5"/>` +
      `<ellipse cx="560" cy="400" rx="88" ry="108" fill="${mix(v.paper!, ink, 0.18)}" stroke="${ink}" stroke-width="3"/>` +
      `<path d="M560 330 c -30 0 -44 24 -42 50 c 2 22 14 36 22 42 c -36 8 -62 26 -70 60 h 180 c -8 -34 -34 -52 -70 -60 c 8 -6 20 -20 22 -42 c 2 -26 -12 -50 -42 -50 Z" fill="${ink}" opacity="0.85"/>` +
      `<text x="400" y="300" text-anchor="middle" font-family="${FONT_SERIF}" font-size="17" letter-spacing="1.5" fill="${ink}" font-weight="bold">TÜRKİYE CUMHURİYET MERKEZ BANKASI</text>` +
      `<text x="330" y="420" text-anchor="middle" font-family="${FONT_SERIF}" font-size="24" fill="${ink}">${v.words}</text>` +
      `<text x="132" y="318" font-family="${FONT_SERIF}" font-size="38" font-weight="bold" fill="${ink}">${v.value}</text>` +
      `<text x="668" y="518" text-anchor="end" font-family="${FONT_SERIF}" font-size="38" font-weight="bold" fill="${ink}">${v.value}</text>` +
      `<text x="140" y="512" font-family="${FONT_SANS}" font-size="17" letter-spacing="2" fill="#b3262b">${v.serial}</text>` +
      `<text x="330" y="460" text-anchor="middle" font-family="${FONT_SERIF}" font-style="italic" font-size="14" fill="${ink}">${v.law ?? '7 Haziran 1930 tarihli Kanuna göre'}</text>`
    )
  }
  return (
    frame +
    `<g fill="${ink}" opacity="0.85">` +
    `<rect x="260" y="430" width="280" height="60"/>` +
    `<path d="M300 430 A100 100 0 0 1 500 430 Z"/>` +
    `<path d="M350 360 A50 50 0 0 1 450 360 Z" transform="translate(0 10)"/>` +
    `<rect x="238" y="318" width="10" height="172"/><path d="M234 318 L243 280 L252 318 Z"/>` +
    `<rect x="552" y="318" width="10" height="172"/><path d="M548 318 L557 280 L566 318 Z"/>` +
    rep(6, (i) => `<rect x="${280 + i * 44}" y="448" width="14" height="30" rx="7" fill="${v.paper}"/>`) +
    `</g>` +
    `<rect x="200" y="490" width="400" height="6" fill="${ink}" opacity="0.8"/>` +
    `<text x="132" y="318" font-family="${FONT_SERIF}" font-size="38" font-weight="bold" fill="${ink}">${v.value}</text>` +
    `<text x="668" y="318" text-anchor="end" font-family="${FONT_SERIF}" font-size="38" font-weight="bold" fill="${ink}">${v.value}</text>` +
    `<text x="400" y="526" text-anchor="middle" font-family="${FONT_SERIF}" font-size="15" letter-spacing="2" fill="${ink}">${v.words!.toUpperCase()}</text>`
  )
}

const noteDefs = (v: Variant) => lin('npaper', shade(v.paper!, 0.3, 0.08, 0.5), ...DIAGONAL)

export const banknoteFront = (v: Variant): Art => ({
  defs: noteDefs(v),
  body: `<g transform="rotate(-5 400 400)">${noteFace(v, 'front')}</g>`,
})

export const banknoteBack = (v: Variant): Art => ({
  defs: noteDefs(v),
  body: `<g transform="rotate(4 400 400)">${noteFace(v, 'back')}</g>`,
})

// ---------- stamp ----------

function perforated(id: string, x: number, y: number, w: number, h: number, step = 24, r = 8) {
  let holes = ''
  for (let i = 0; i <= w / step; i++)
    holes += `<circle cx="${x + i * step}" cy="${y}" r="${r}"/><circle cx="${x + i * step}" cy="${y + h}" r="${r}"/>`
  for (let i = 0; i <= h / step; i++)
    holes += `<circle cx="${x}" cy="${y + i * step}" r="${r}"/><circle cx="${x + w}" cy="${y + i * step}" r="${r}"/>`
  return `<mask id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/><g fill="#000">${holes}</g></mask>`
}

function stampScene(v: Variant): string {
  const ink = v.ink!
  if (v.scene === 'bridge') {
    return (
      `<rect x="250" y="250" width="300" height="290" fill="url(#ssky)"/>` +
      `<path d="M250 470 h300 v70 h-300 Z" fill="${ink}" opacity="0.5"/>` +
      rep(8, (i) => `<path d="M250 ${482 + i * 7} h300" stroke="#fff" stroke-width="1" opacity="0.5"/>`) +
      `<path d="M250 430 Q320 350 330 300 M330 300 Q400 420 470 300 M470 300 Q480 350 550 430" fill="none" stroke="${ink}" stroke-width="3"/>` +
      `<rect x="324" y="296" width="12" height="176" fill="${ink}"/><rect x="464" y="296" width="12" height="176" fill="${ink}"/>` +
      `<path d="M250 440 H550" stroke="${ink}" stroke-width="7"/>` +
      rep(
        14,
        (i) =>
          `<line x1="${340 + i * 9}" y1="${n(330 + Math.pow((i - 6.5) / 6.5, 2) * -28 + 26)}" x2="${340 + i * 9}" y2="440" stroke="${ink}" stroke-width="1"/>`,
      ) +
      `<path d="M250 420 L290 400 L320 412 L250 440 Z M550 415 L515 398 L480 410 L550 440 Z" fill="${ink}" opacity="0.7"/>`
    )
  }
  if (v.scene === 'mosque') {
    return (
      `<rect x="250" y="250" width="300" height="290" fill="url(#ssky)"/>` +
      `<g fill="${ink}"><path d="M300 480 h200 v-50 h-200 Z"/><path d="M330 430 A70 62 0 0 1 470 430 Z"/><path d="M300 440 A34 30 0 0 1 368 440 Z M432 440 A34 30 0 0 1 500 440 Z"/>` +
      `<rect x="397" y="350" width="6" height="20"/><rect x="276" y="330" width="10" height="150"/><path d="M272 330 L281 280 L290 330 Z"/>` +
      `<rect x="514" y="330" width="10" height="150"/><path d="M510 330 L519 280 L528 330 Z"/></g>` +
      `<path d="M250 480 h300 v60 h-300 Z" fill="${ink}" opacity="0.45"/>` +
      rep(6, (i) => `<path d="M250 ${490 + i * 8} h300" stroke="#fff" stroke-width="1" opacity="0.5"/>`)
    )
  }
  return (
    `<rect x="250" y="250" width="300" height="290" fill="url(#ssky)"/>` +
    `<ellipse cx="400" cy="395" rx="110" ry="128" fill="#fff" opacity="0.55" stroke="${ink}" stroke-width="3"/>` +
    `<path d="M400 300 c -34 0 -52 28 -48 58 c 3 24 16 40 26 46 c -44 10 -76 34 -84 76 h212 c -8 -42 -40 -66 -84 -76 c 10 -6 23 -22 26 -46 c 4 -30 -14 -58 -48 -58 Z" fill="${ink}"/>` +
    rep(10, (i) => `<line x1="${300 + i * 20}" y1="270" x2="${290 + i * 20}" y2="300" stroke="${ink}" stroke-width="1" opacity="0.5"/>`)
  )
}

export function stampFront(v: Variant): Art {
  const ink = v.ink!
  const defs =
    perforated('sperf', 214, 206, 372, 388) +
    lin('spaper', pair('#fffdf6', '#f1ead8'), ...DIAGONAL) +
    lin('ssky', pair(lighten(ink, 0.85), lighten(ink, 0.55)))
  const body =
    `<g transform="rotate(-4 400 400)">` +
    `<rect x="214" y="206" width="372" height="388" fill="url(#spaper)" mask="url(#sperf)"/>` +
    `<rect x="240" y="232" width="320" height="336" fill="none" stroke="${ink}" stroke-width="6"/>` +
    stampScene(v) +
    `<rect x="240" y="232" width="320" height="40" fill="${ink}"/>` +
    `<text x="400" y="259" text-anchor="middle" font-family="${FONT_SERIF}" font-size="19" letter-spacing="2" fill="#fff">${v.title ?? 'TÜRKİYE POSTALARI'}</text>` +
    `<rect x="240" y="528" width="320" height="40" fill="${ink}"/>` +
    `<text x="262" y="556" font-family="${FONT_SERIF}" font-size="22" font-weight="bold" fill="#fff">${v.value}</text>` +
    `<text x="540" y="556" text-anchor="end" font-family="${FONT_SANS}" font-size="13" letter-spacing="1" fill="#fff">${v.caption}</text>` +
    `</g>` +
    `<g fill="none" stroke="#2b2b2b" stroke-width="3" opacity="0.55"><circle cx="520" cy="520" r="62"/><circle cx="520" cy="520" r="46" stroke-width="1.5"/>` +
    rep(4, (i) => `<path d="M${590} ${488 + i * 14} q 20 -10 40 0 t 40 0 t 40 0"/>`) +
    `</g><text x="520" y="526" text-anchor="middle" font-family="${FONT_SANS}" font-size="14" font-weight="bold" fill="#2b2b2b" opacity="0.6">${v.city}</text>`
  return { defs, body }
}

export const stampBack = (v: Variant): Art => ({
  defs:
    perforated('sperf', 214, 206, 372, 388) +
    lin(
      'sgum',
      [
        [0, '#fbf6e6'],
        [0.5, '#efe4c6'],
        [1, '#f7efd8'],
      ],
      ...DIAGONAL,
    ),
  body:
    `<g transform="rotate(3 400 400)"><rect x="214" y="206" width="372" height="388" fill="url(#sgum)" mask="url(#sperf)"/>` +
    `<rect x="300" y="236" width="200" height="70" fill="#fffef8" opacity="0.7" stroke="#d8ccb0"/>` +
    `<text x="300" y="470" font-family="${FONT_SERIF}" font-style="italic" font-size="30" fill="#7a7a7a" opacity="0.8">Is. ${v.caption!.slice(-4)} ★</text>` +
    `<path d="M300 500 q40 -12 80 0" stroke="#8a8a8a" stroke-width="2" fill="none" opacity="0.7"/></g>`,
})

// ---------- postcard ----------

export function postcardFront(v: Variant): Art {
  const t = v.tint!
  const ink = darken(t, 0.55)
  const defs =
    lin('psky', pair(lighten(t, 0.55), lighten(t, 0.2))) +
    lin('psea', pair(mix(t, '#000000', 0.15), darken(t, 0.4))) +
    lin('pcard', pair('#fbf7ec', '#efe6d0'), ...DIAGONAL)
  const body =
    `<g transform="rotate(-3 400 400)">` +
    `<rect x="110" y="215" width="580" height="380" rx="4" fill="url(#pcard)"/>` +
    `<rect x="130" y="235" width="540" height="300" fill="url(#psky)"/>` +
    `<path d="M130 420 L200 400 L260 380 L320 392 L380 360 L420 376 L470 352 L540 372 L600 356 L670 380 V440 H130 Z" fill="${mix(t, '#555555', 0.35)}"/>` +
    `<g fill="${ink}"><rect x="452" y="268" width="34" height="130"/><path d="M446 272 L469 222 L492 272 Z"/><rect x="448" y="300" width="42" height="8"/>` +
    `<path d="M250 400 A50 42 0 0 1 350 400 Z"/><rect x="244" y="330" width="6" height="72"/><rect x="350" y="330" width="6" height="72"/><path d="M242 330 L247 300 L252 330 Z M348 330 L353 300 L358 330 Z"/>` +
    `<path d="M130 440 L160 410 H210 L230 420 L300 404 L420 410 L520 396 L600 410 L670 400 V440 Z"/></g>` +
    `<rect x="130" y="440" width="540" height="95" fill="url(#psea)"/>` +
    rep(
      7,
      (i) => `<path d="M${140 + (i % 3) * 40} ${452 + i * 11} h${300 + (i % 2) * 120}" stroke="#fff" stroke-width="1.2" opacity="0.3"/>`,
    ) +
    `<path d="M300 490 h70 l-12 14 h-46 Z" fill="${ink}"/><path d="M330 490 V450 L358 486 Z" fill="${lighten(t, 0.7)}"/>` +
    `<text x="400" y="568" text-anchor="middle" font-family="${FONT_SERIF}" font-style="italic" font-size="20" fill="#4a4036">${v.caption}</text>` +
    `<rect x="130" y="235" width="540" height="300" fill="none" stroke="#000" stroke-opacity="0.15"/>` +
    `</g>`
  return { defs, body }
}

export const postcardBack = (v: Variant): Art => ({
  defs: lin('pcard', pair('#fbf7ec', '#efe6d0'), ...DIAGONAL) + lin('pst', shade(v.tint!, 0.3, 0.2)),
  body:
    `<g transform="rotate(2 400 400)"><rect x="110" y="215" width="580" height="380" rx="4" fill="url(#pcard)"/>` +
    `<text x="400" y="262" text-anchor="middle" font-family="${FONT_SERIF}" font-size="26" letter-spacing="6" fill="#6b5a46">CARTE POSTALE</text>` +
    `<line x1="420" y1="290" x2="420" y2="560" stroke="#8a7a66" stroke-width="1.5"/>` +
    rep(4, (i) => `<line x1="445" y1="${420 + i * 38}" x2="660" y2="${420 + i * 38}" stroke="#8a7a66" stroke-width="1.2"/>`) +
    `<rect x="590" y="282" width="70" height="84" fill="url(#pst)" stroke="#fff" stroke-width="4"/>` +
    `<g fill="none" stroke="#333" opacity="0.5" stroke-width="2"><circle cx="585" cy="350" r="34"/><path d="M520 330 q15 -8 30 0 t30 0 M520 344 q15 -8 30 0 t30 0"/></g>` +
    `<g fill="none" stroke="#3b3a6a" stroke-width="2" opacity="0.75" stroke-linecap="round">` +
    rep(
      7,
      (i) =>
        `<path d="M140 ${320 + i * 32} q12 -12 24 0 t24 0 q10 -14 20 0 t22 -2 q14 -10 28 0 t26 0 q12 -10 24 0 t${40 + (i % 3) * 10} 0"/>`,
    ) +
    rep(3, (i) => `<path d="M455 ${412 + i * 38} q10 -10 20 0 t20 0 q12 -10 24 0 t30 0 q10 -10 20 0 t${30 + i * 14} 0"/>`) +
    `</g></g>`,
})

// ---------- medal ----------

export function medalFront(v: Variant): Art {
  const m = METAL[v.metal!]!
  const stripes = v.ribbon!.split(',')
  const w = 140 / stripes.length
  const defs =
    rim('mdm', m) +
    lin(
      'mdrib',
      [
        [0, '#000', 0.15],
        [0.5, '#fff', 0.12],
        [1, '#000', 0.2],
      ],
      ...ACROSS,
    ) +
    `<clipPath id="mdc"><path d="M330 120 H470 V300 L400 330 L330 300 Z"/></clipPath>`
  const ribbon =
    `<g clip-path="url(#mdc)">${stripes.map((c, i) => `<rect x="${n(330 + i * w)}" y="120" width="${n(w + 0.5)}" height="220" fill="${c}"/>`).join('')}` +
    `<rect x="330" y="120" width="140" height="220" fill="url(#mdrib)"/></g>` +
    `<rect x="322" y="112" width="156" height="14" rx="3" fill="url(#mdm)"/>`
  let medal: string
  if (v.shape === 'star') {
    medal =
      `<polygon points="${star(400, 480, 160, 120, 8, -90 + 22.5)}" fill="url(#mdm)" stroke="${darken(m[1]![1], 0.3)}" stroke-width="2"/>` +
      rep(
        16,
        (i) =>
          `<path d="M400 480 L400 ${480 - 150}" stroke="#fff" stroke-width="1.2" opacity="0.35" transform="rotate(${i * 22.5 + 11.25} 400 480)"/>`,
      ) +
      `<circle cx="400" cy="480" r="72" fill="url(#mdm2)"/>` +
      `<circle cx="400" cy="480" r="60" fill="${v.enamel}"/>` +
      `<path d="M392 440 A40 40 0 1 0 392 520 A32 32 0 1 1 392 440 Z" fill="url(#mdm)"/>` +
      `<polygon points="${star(426, 480, 16, 6.5, 5, 180)}" fill="url(#mdm)"/>`
  } else {
    medal =
      `<circle cx="400" cy="480" r="130" fill="url(#mdm)"/>` +
      `<circle cx="400" cy="480" r="116" fill="url(#mdm2)"/>` +
      `<circle cx="400" cy="480" r="108" fill="none" stroke="${darken(m[1]![1], 0.35)}" stroke-width="2"/>` +
      laurel(400, 480, 88, darken(m[1]![1], 0.35)) +
      `<text x="400" y="474" text-anchor="middle" font-family="${FONT_SERIF}" font-size="28" font-weight="bold" fill="${darken(m[1]![1], 0.4)}">${v.text1}</text>` +
      `<text x="400" y="508" text-anchor="middle" font-family="${FONT_SERIF}" font-size="22" fill="${darken(m[1]![1], 0.4)}">${v.text2}</text>`
  }
  return { defs, body: ribbon + `<circle cx="400" cy="336" r="16" fill="none" stroke="url(#mdm)" stroke-width="6"/>` + medal }
}

// ---------- tin box ----------

export function tinFront(v: Variant): Art {
  const c = v.c1!
  const g = '#e4c060'
  const defs =
    lin('tfront', shade(c, 0.12, 0.18), ...DIAGONAL) +
    lin('tside', pair(darken(c, 0.3), darken(c, 0.45))) +
    lin('ttop', pair(lighten(c, 0.25), c)) +
    lin('tgold', METAL.gold!, ...DIAGONAL)
  const topArt =
    `<rect x="0" y="0" width="320" height="120" fill="url(#ttop)"/>` +
    `<rect x="10" y="8" width="300" height="104" fill="none" stroke="${g}" stroke-width="4" stroke-dasharray="10 5"/>` +
    `<ellipse cx="160" cy="60" rx="90" ry="38" fill="${v.c2}"/>` +
    rep(8, (i) => `<circle cx="${40 + i * 34}" cy="${i % 2 ? 22 : 98}" r="7" fill="${g}"/>`) +
    `<text x="160" y="70" text-anchor="middle" font-family="${FONT_SERIF}" font-size="30" font-weight="bold" fill="${c}" transform="scale(1 -1) translate(0 -130)">${v.brand}</text>`
  const body =
    `<path d="M560 390 L630 330 L630 560 L560 620 Z" fill="url(#tside)"/>` +
    `<g transform="matrix(1 0 0.583 -0.5 240 390)">${topArt}</g>` +
    `<rect x="240" y="390" width="320" height="230" fill="url(#tfront)"/>` +
    `<rect x="240" y="390" width="320" height="26" fill="url(#tgold)" opacity="0.9"/>` +
    `<path d="M560 390 L630 330 L630 352 L560 412 Z" fill="url(#tgold)" opacity="0.75"/>` +
    `<rect x="258" y="428" width="284" height="176" fill="none" stroke="${g}" stroke-width="3"/>` +
    `<g transform="translate(400 512)">` +
    rep(16, (i) => `<path d="M0 0 L-8 -90 L8 -90 Z" fill="${g}" opacity="0.35" transform="rotate(${i * 22.5})"/>`) +
    `<ellipse rx="108" ry="58" fill="${v.c2}" stroke="${g}" stroke-width="4"/>` +
    `<text y="10" text-anchor="middle" font-family="${FONT_SERIF}" font-size="34" font-weight="bold" fill="${c}">${v.brand}</text>` +
    `<text y="36" text-anchor="middle" font-family="${FONT_SANS}" font-size="12" letter-spacing="3" fill="${darken(c, 0.2)}">${v.line}</text></g>` +
    `<path d="M248 396 L248 612" stroke="#fff" stroke-width="5" opacity="0.25"/>`
  return { defs, body }
}

// ---------- lighter ----------

function lighterDefs(v: Variant) {
  return lin('lbody', METAL[v.metal!]!, 0, 0, 1, 0.2) + lin('lbody2', METAL[v.metal!]!, 1, 0, 0, 0.2)
}
const brushed = rep(
  18,
  (i) => `<line x1="${332 + i * 8}" y1="260" x2="${332 + i * 8}" y2="580" stroke="#fff" stroke-width="1" opacity="0.12"/>`,
)

function lighterEmblem(v: Variant) {
  const c = v.metal === 'black' ? '#c9a54a' : darken(METAL[v.metal!]![1]![1], 0.35)
  return (
    `<g fill="none" stroke="${c}" stroke-width="3"><circle cx="400" cy="470" r="42"/>` +
    `<path d="M400 440 V500 M382 452 H418 M372 482 Q400 512 428 482"/></g>`
  )
}

export const lighterFront = (v: Variant): Art => ({
  defs: lighterDefs(v),
  body:
    `<path d="M326 350 H474 V566 Q474 590 450 590 H350 Q326 590 326 566 Z" fill="url(#lbody)"/>` +
    `<path d="M326 348 V282 Q326 260 348 260 H452 Q474 260 474 282 V348 Z" fill="url(#lbody2)"/>` +
    brushed +
    `<line x1="326" y1="349" x2="474" y2="349" stroke="#333" stroke-width="2" opacity="0.6"/>` +
    lighterEmblem(v),
})

export const lighterAngle = (v: Variant): Art => ({
  defs: lighterDefs(v),
  body:
    shadow(420, 600, 130, 18) +
    `<path d="M326 350 H474 V566 Q474 590 450 590 H350 Q326 590 326 566 Z" fill="url(#lbody)"/>` +
    `<rect x="346" y="250" width="108" height="100" fill="url(#lbody2)"/>` +
    rep(4, (r) => rep(4, (c) => `<circle cx="${362 + c * 25}" cy="${268 + r * 22}" r="6" fill="#2a2a2a"/>`)) +
    `<circle cx="420" cy="238" r="20" fill="#6b6b6b" stroke="#333" stroke-width="3" stroke-dasharray="2 2"/>` +
    `<path d="M474 350 L560 292 L560 220 Q560 204 546 212 L474 256 Z" fill="url(#lbody2)"/>` +
    `<rect x="468" y="330" width="16" height="30" rx="4" fill="url(#lbody)"/>` +
    lighterEmblem(v),
})

// ---------- fountain pen ----------

function penDefs(v: Variant) {
  const c = v.body!
  return (
    lin('pnb', [
      [0, lighten(c, 0.35)],
      [0.3, c],
      [0.55, lighten(c, 0.25)],
      [1, darken(c, 0.5)],
    ]) +
    lin('pntrim', METAL[v.trim!]!) +
    lin('pnnib', METAL.gold!, ...DIAGONAL) +
    (v.marble
      ? `<pattern id="pnm" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0 20 q10 -14 20 0 t20 0" stroke="${lighten(c, 0.4)}" stroke-width="2" fill="none" opacity="0.6"/></pattern>`
      : '')
  )
}

function penBody(v: Variant): string {
  const marble = v.marble ? `<rect x="300" y="372" width="300" height="56" fill="url(#pnm)" rx="26"/>` : ''
  return (
    // cap, lying below
    `<g transform="translate(40 110)"><rect x="320" y="372" width="250" height="56" rx="26" fill="url(#pnb)"/>` +
    `<rect x="330" y="372" width="16" height="56" fill="url(#pntrim)"/><rect x="352" y="372" width="8" height="56" fill="url(#pntrim)"/>` +
    `<path d="M548 386 H380 Q368 386 368 374 V366 H556 Z" fill="url(#pntrim)"/><circle cx="376" cy="380" r="7" fill="url(#pntrim)"/></g>` +
    // barrel with section and nib
    `<rect x="300" y="372" width="300" height="56" rx="26" fill="url(#pnb)"/>` +
    marble +
    `<rect x="580" y="376" width="30" height="48" rx="20" fill="url(#pnb)"/>` +
    `<rect x="296" y="372" width="14" height="56" fill="url(#pntrim)"/>` +
    `<path d="M300 380 L226 386 Q218 400 226 414 L300 420 Z" fill="#1c1c1c"/>` +
    `<path d="M232 388 L140 400 L232 412 Q240 400 232 388 Z" fill="url(#pnnib)"/>` +
    `<path d="M150 400 L206 400" stroke="#5a4210" stroke-width="1.2"/><circle cx="210" cy="400" r="3" fill="#5a4210"/>` +
    `<path d="M300 380 H590" stroke="#fff" stroke-width="4" opacity="0.25" stroke-linecap="round"/>`
  )
}

export const penFront = (v: Variant): Art => ({ defs: penDefs(v), body: `<g transform="rotate(-24 400 440)">${penBody(v)}</g>` })
