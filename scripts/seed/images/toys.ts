// Toys and games: tin car, tin robot, teddy bear, chess set.
import type { Art, Variant } from './kind.ts'
import { ACROSS, darken, DIAGONAL, FONT_SANS, lighten, lin, METAL, n, pair, rad, rep, shade } from './svg.ts'

// ---------- tin car ----------

export function carFront(v: Variant): Art {
  const c = v.paint!
  const defs =
    lin('tcb', shade(c, 0.35, 0.35, 0.45)) +
    lin('tcc', METAL.chrome!) +
    lin('tcg', pair('#d9eef8', '#7fa6bd'), ...DIAGONAL) +
    rad('tct', [
      [0, '#3a3a3a'],
      [0.75, '#151515'],
      [1, '#2a2a2a'],
    ])
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="526" r="54" fill="url(#tct)"/><circle cx="${x}" cy="526" r="30" fill="url(#tcc)"/><circle cx="${x}" cy="526" r="10" fill="${c}"/>`
  const body =
    `<path d="M176 470 C 170 420 200 400 250 392 L312 384 C 330 330 360 300 420 298 H470 C 520 300 548 340 566 384 L600 392 C 630 400 640 430 632 470 L628 500 H172 Z" fill="url(#tcb)"/>` +
    `<path d="M330 384 C 344 344 366 318 404 316 H430 V384 Z" fill="url(#tcg)"/>` +
    `<path d="M446 384 V316 H466 C 500 318 522 346 540 384 Z" fill="url(#tcg)"/>` +
    `<path d="M350 370 L392 322" stroke="#fff" stroke-width="5" opacity="0.5"/>` +
    `<path d="M438 390 V490 M330 392 C 320 420 324 470 330 490" fill="none" stroke="${darken(c, 0.45)}" stroke-width="2"/>` +
    `<rect x="400" y="420" width="24" height="6" rx="3" fill="url(#tcc)"/>` +
    (v.taxi
      ? `<rect x="370" y="274" width="80" height="26" rx="4" fill="#1a1a1a"/><text x="410" y="293" text-anchor="middle" font-family="${FONT_SANS}" font-size="15" font-weight="bold" fill="#f5c518">TAKSİ</text>` +
        rep(12, (i) => `<rect x="${200 + i * 34}" y="${i % 2 ? 444 : 452}" width="17" height="8" fill="#1a1a1a"/>`)
      : `<path d="M190 448 H620" stroke="${lighten(c, 0.6)}" stroke-width="6" opacity="0.8"/>`) +
    `<path d="M160 486 H250 V506 H170 Q160 506 160 496 Z M560 486 H640 Q650 486 650 496 V506 H560 Z" fill="url(#tcc)"/>` +
    `<ellipse cx="624" cy="430" rx="12" ry="16" fill="#fff8d0" stroke="url(#tcc)" stroke-width="4"/>` +
    `<rect x="172" y="424" width="14" height="18" rx="3" fill="#c8272d"/>` +
    wheel(270) +
    wheel(540) +
    `<path d="M230 402 C 300 392 520 392 590 402" fill="none" stroke="#fff" stroke-width="4" opacity="0.3"/>`
  return { defs, body }
}

// ---------- tin robot ----------

export function robotFront(v: Variant): Art {
  const c = v.paint!
  const defs =
    lin('rbm', METAL.steel!, 0, 0, 1, 0.3) +
    lin('rbc', shade(c, 0.25, 0.3), ...DIAGONAL) +
    rad('rbe', [
      [0, '#fff7a8'],
      [0.6, '#f3b61f'],
      [1, '#b5651d'],
    ])
  const body =
    `<line x1="400" y1="176" x2="400" y2="140" stroke="url(#rbm)" stroke-width="6"/><circle cx="400" cy="134" r="10" fill="#d33"/>` +
    `<rect x="330" y="176" width="140" height="112" rx="16" fill="url(#rbm)"/>` +
    `<rect x="344" y="196" width="112" height="44" rx="8" fill="#222"/>` +
    `<circle cx="374" cy="218" r="15" fill="url(#rbe)"/><circle cx="426" cy="218" r="15" fill="url(#rbe)"/>` +
    rep(5, (i) => `<rect x="${358 + i * 18}" y="256" width="10" height="18" rx="2" fill="#333"/>`) +
    `<rect x="314" y="204" width="16" height="40" rx="5" fill="url(#rbc)"/><rect x="470" y="204" width="16" height="40" rx="5" fill="url(#rbc)"/>` +
    `<rect x="380" y="288" width="40" height="16" fill="url(#rbm)"/>` +
    `<rect x="300" y="302" width="200" height="196" rx="18" fill="url(#rbc)"/>` +
    `<rect x="324" y="326" width="152" height="120" rx="10" fill="url(#rbm)"/>` +
    rep(
      3,
      (i) =>
        `<circle cx="${352 + i * 48}" cy="360" r="16" fill="#fff" stroke="#333" stroke-width="3"/><line x1="${352 + i * 48}" y1="360" x2="${352 + i * 48 + 9}" y2="${352 - (i % 2) * 6}" stroke="#d33" stroke-width="2.5"/>`,
    ) +
    rep(
      6,
      (i) =>
        `<rect x="${338 + i * 22}" y="398" width="14" height="30" rx="3" fill="${['#2a9d8f', '#e9c46a', '#e76f51', '#264653', '#f4a261', '#2a9d8f'][i]}"/>`,
    ) +
    `<rect x="254" y="310" width="44" height="130" rx="16" fill="url(#rbm)"/><rect x="502" y="310" width="44" height="130" rx="16" fill="url(#rbm)"/>` +
    `<path d="M256 440 h40 v28 h-10 v-14 h-20 v14 h-10 Z M504 440 h40 v28 h-10 v-14 h-20 v14 h-10 Z" fill="url(#rbc)"/>` +
    `<rect x="330" y="498" width="54" height="110" rx="8" fill="url(#rbm)"/><rect x="416" y="498" width="54" height="110" rx="8" fill="url(#rbm)"/>` +
    `<rect x="316" y="604" width="80" height="30" rx="8" fill="url(#rbc)"/><rect x="404" y="604" width="80" height="30" rx="8" fill="url(#rbc)"/>` +
    `<text x="400" y="486" text-anchor="middle" font-family="${FONT_SANS}" font-size="13" font-weight="bold" letter-spacing="3" fill="#fff">ROBOT</text>`
  return { defs, body }
}

// ---------- teddy bear ----------

export function teddyFront(v: Variant): Art {
  const f = v.fur!
  const defs =
    rad('tdf', shade(f, 0.25, 0.25, 0.7), 0.4, 0.35, 0.7) +
    rad('tdm', pair(lighten(f, 0.55), lighten(f, 0.2)), 0.4, 0.35, 0.7) +
    `<filter id="fuzz"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="5"/></filter>`
  const body =
    `<g filter="url(#fuzz)">` +
    `<ellipse cx="330" cy="600" rx="58" ry="44" fill="url(#tdf)"/><ellipse cx="470" cy="600" rx="58" ry="44" fill="url(#tdf)"/>` +
    `<ellipse cx="400" cy="490" rx="118" ry="128" fill="url(#tdf)"/>` +
    `<ellipse cx="400" cy="505" rx="72" ry="84" fill="url(#tdm)"/>` +
    `<ellipse cx="282" cy="460" rx="40" ry="76" fill="url(#tdf)" transform="rotate(28 282 460)"/><ellipse cx="518" cy="460" rx="40" ry="76" fill="url(#tdf)" transform="rotate(-28 518 460)"/>` +
    `<circle cx="318" cy="212" r="44" fill="url(#tdf)"/><circle cx="482" cy="212" r="44" fill="url(#tdf)"/>` +
    `<circle cx="318" cy="214" r="24" fill="url(#tdm)"/><circle cx="482" cy="214" r="24" fill="url(#tdm)"/>` +
    `<circle cx="400" cy="290" r="104" fill="url(#tdf)"/>` +
    `<ellipse cx="400" cy="326" rx="50" ry="40" fill="url(#tdm)"/></g>` +
    `<ellipse cx="400" cy="310" rx="16" ry="11" fill="#2a1a12"/>` +
    `<path d="M400 320 V340 M384 348 Q400 358 416 348" fill="none" stroke="#2a1a12" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="362" cy="268" r="10" fill="#1a1a1a"/><circle cx="438" cy="268" r="10" fill="#1a1a1a"/>` +
    `<circle cx="365" cy="265" r="3" fill="#fff"/><circle cx="441" cy="265" r="3" fill="#fff"/>` +
    `<path d="M352 386 L400 404 L448 386 L440 424 L400 410 L360 424 Z" fill="${v.bow}"/><circle cx="400" cy="404" r="11" fill="${darken(v.bow!, 0.2)}"/>` +
    `<ellipse cx="330" cy="606" rx="30" ry="24" fill="url(#tdm)"/><ellipse cx="470" cy="606" rx="30" ry="24" fill="url(#tdm)"/>`
  return { defs, body }
}

// ---------- chess set ----------

const PAWN = 'M-14 0 H14 L10 -10 H6 C 8 -24 8 -34 4 -40 C 12 -44 12 -58 0 -60 C -12 -58 -12 -44 -4 -40 C -8 -34 -8 -24 -6 -10 H-10 Z'
const KING =
  'M-20 0 H20 L15 -12 H9 C 12 -40 12 -70 8 -84 H14 V-92 H-14 V-84 H-8 C -12 -70 -12 -40 -9 -12 H-15 Z M-3 -92 V-104 H-9 V-110 H-3 V-116 H3 V-110 H9 V-104 H3 V-92 Z'
const ROOK = 'M-17 0 H17 L13 -10 H9 L8 -50 H12 V-66 H6 V-60 H2 V-66 H-2 V-60 H-6 V-66 H-12 V-50 H-8 L-9 -10 H-13 Z'
const KNIGHT =
  'M-18 0 H18 L14 -10 H10 C 14 -30 16 -54 6 -72 C 0 -80 -10 -80 -18 -70 L-22 -58 L-12 -54 L-16 -44 C -8 -44 -2 -48 2 -52 C 0 -36 -8 -24 -10 -10 H-14 Z'

export function chessFront(v: Variant): Art {
  const defs =
    lin('chw', shade(v.light!, 0.2, 0.15), ...ACROSS) +
    lin('chb', shade(v.dark!, 0.25, 0.3), ...ACROSS) +
    lin('chf', pair(darken(v.frame!, 0.1), darken(v.frame!, 0.4)))
  // board squares in an oblique projection: x' = 400 + (c - r) * 26, y' = 420 + (c + r) * 15
  const P = (c: number, r: number) => [n(400 + (c - r) * 30), n(290 + (c + r) * 16)] as const
  let squares = ''
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      const pts = [P(c, r), P(c + 1, r), P(c + 1, r + 1), P(c, r + 1)].map((p) => p.join(',')).join(' ')
      squares += `<polygon points="${pts}" fill="${(r + c) % 2 ? v.dark : v.light}"/>`
    }
  const rim = [P(-0.4, -0.4), P(8.4, -0.4), P(8.4, 8.4), P(-0.4, 8.4)] as const
  const piece = (c: number, r: number, d: string, white: boolean, s = 1) => {
    const [x, y] = P(c + 0.5, r + 0.5)
    return `<path d="${d}" transform="translate(${x} ${y + 4}) scale(${s})" fill="url(#${white ? 'chw' : 'chb'})" stroke="${white ? darken(v.light!, 0.4) : '#000'}" stroke-width="1"/>`
  }
  const body =
    `<polygon points="${rim.map((p) => p.join(',')).join(' ')}" fill="${v.frame}"/>` +
    `<polygon points="${[rim[3], rim[2], [rim[2][0], rim[2][1] + 26], [rim[3][0], rim[3][1] + 26]].map((p) => p.join(',')).join(' ')}" fill="url(#chf)"/>` +
    `<polygon points="${[rim[1], rim[2], [rim[2][0], rim[2][1] + 26], [rim[1][0], rim[1][1] + 26]].map((p) => p.join(',')).join(' ')}" fill="${darken(v.frame!, 0.45)}"/>` +
    squares +
    piece(1, 1, ROOK, false) +
    piece(3, 1, KING, false) +
    piece(2, 2, PAWN, false) +
    piece(4, 2, PAWN, false) +
    piece(5, 1, KNIGHT, false) +
    piece(3, 4, PAWN, true) +
    piece(5, 5, PAWN, true) +
    piece(2, 6, KNIGHT, true) +
    piece(6, 6, ROOK, true) +
    piece(4, 6, KING, true)
  return { defs, body }
}
