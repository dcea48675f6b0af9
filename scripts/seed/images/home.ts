// Home and antiques: tile vase, copper pot, ewer, oil lamp, cup and tea glass, carpet, silk scarf, cabinet.
import type { Art, Variant } from './kind.ts'
import { woodGrain } from './parts.ts'
import {
  ACROSS,
  alpha,
  darken,
  DIAGONAL,
  FONT_SANS,
  FONT_SERIF,
  lighten,
  lin,
  METAL,
  n,
  pair,
  rad,
  rep,
  rounded,
  shade,
  sheen,
  star,
} from './svg.ts'

// ---------- tile vase (çini) ----------

const VASE =
  'M352 190 H448 Q442 202 441 216 C 440 250 432 262 438 282 C 474 302 556 342 553 424 C 550 504 500 560 482 602 L492 634 H308 L318 602 C 300 560 250 504 247 424 C 244 342 326 302 362 282 C 368 262 360 250 359 216 Q358 202 352 190 Z'

const tulip = (x: number, y: number, s: number, rot: number, c: string, leaf: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">` +
  `<path d="M0 0 V60" stroke="${leaf}" stroke-width="4" fill="none"/>` +
  `<path d="M0 40 C 18 30 30 34 36 20 C 20 18 8 26 0 40 Z M0 52 C -18 42 -30 46 -36 32 C -20 30 -8 38 0 52 Z" fill="${leaf}"/>` +
  `<path d="M0 0 C -16 -8 -20 -30 -14 -48 C -8 -38 -4 -36 0 -52 C 4 -36 8 -38 14 -48 C 20 -30 16 -8 0 0 Z" fill="${c}"/>` +
  `</g>`
const rosette = (x: number, y: number, r: number, c: string, c2: string) =>
  `<g transform="translate(${x} ${y})">${rep(8, (i) => `<ellipse cy="${-r * 0.6}" rx="${n(r * 0.28)}" ry="${n(r * 0.5)}" fill="${c}" transform="rotate(${i * 45})"/>`)}<circle r="${n(r * 0.3)}" fill="${c2}"/></g>`

export function vaseFront(v: Variant): Art {
  const defs =
    `<clipPath id="vclip"><path d="${VASE}"/></clipPath>` +
    lin('vshade', alpha('#000', [0, 0.35], [0.22, 0], [0.7, 0], [1, 0.4]), ...ACROSS) +
    lin('vhi', sheen('#fff', 0.55), ...ACROSS) +
    rad('vglaze', shade(v.glaze!, 0.15, 0.08), 0.4, 0.4, 0.7)
  const body =
    `<path d="${VASE}" fill="url(#vglaze)"/>` +
    `<g clip-path="url(#vclip)">` +
    `<rect x="240" y="190" width="320" height="22" fill="${v.c1}"/>` +
    `<rect x="240" y="270" width="320" height="24" fill="${v.c2}"/>` +
    rep(12, (i) => `<path d="M${244 + i * 28} 294 l14 18 l14 -18 Z" fill="${v.c1}"/>`) +
    rep(12, (i) => `<path d="M${244 + i * 28} 566 l14 -18 l14 18 Z" fill="${v.c1}"/>`) +
    `<rect x="240" y="566" width="320" height="22" fill="${v.c2}"/>` +
    `<rect x="240" y="600" width="320" height="40" fill="${v.c1}"/>` +
    tulip(400, 420, 1.5, 0, v.c3!, v.leaf!) +
    tulip(330, 440, 1.1, -18, v.c1!, v.leaf!) +
    tulip(470, 440, 1.1, 18, v.c1!, v.leaf!) +
    rosette(290, 360, 26, v.c1!, v.c3!) +
    rosette(510, 360, 26, v.c1!, v.c3!) +
    rosette(400, 322, 18, v.c2!, v.c3!) +
    rosette(272, 500, 18, v.c2!, v.c3!) +
    rosette(528, 500, 18, v.c2!, v.c3!) +
    rep(9, (i) => `<circle cx="${300 + i * 25}" cy="${540 - (i % 2) * 8}" r="4" fill="${v.c1}"/>`) +
    `<rect x="240" y="180" width="320" height="470" fill="url(#vshade)"/>` +
    `<ellipse cx="330" cy="400" rx="16" ry="110" fill="url(#vhi)" opacity="0.8"/>` +
    `</g>` +
    `<ellipse cx="400" cy="192" rx="48" ry="9" fill="${darken(v.c1!, 0.3)}"/>` +
    `<ellipse cx="400" cy="191" rx="40" ry="6" fill="#1a1a1a" opacity="0.6"/>`
  return { defs, body }
}

export function vaseBack(v: Variant): Art {
  const defs = rad('vbase', pair('#e2c7a0', '#b88d5e'), 0.45, 0.4, 0.7) + rad('vglaze', shade(v.glaze!, 0.2, 0.1), 0.4, 0.4, 0.7)
  const ink = v.c1!
  return {
    defs,
    body:
      `<circle cx="400" cy="400" r="200" fill="url(#vglaze)"/>` +
      `<circle cx="400" cy="400" r="200" fill="none" stroke="${v.c1}" stroke-width="18" opacity="0.85"/>` +
      `<circle cx="400" cy="400" r="150" fill="url(#vbase)"/>` +
      `<circle cx="400" cy="400" r="128" fill="url(#vglaze)"/>` +
      `<text x="400" y="392" text-anchor="middle" font-family="${FONT_SERIF}" font-style="italic" font-size="38" fill="${ink}">${v.mark}</text>` +
      `<text x="400" y="430" text-anchor="middle" font-family="${FONT_SANS}" font-size="15" letter-spacing="3" fill="${ink}">EL YAPIMI · EL DEKORU</text>` +
      `<path d="M340 452 q30 14 60 0 t60 0" fill="none" stroke="${ink}" stroke-width="3"/>`,
  }
}

// ---------- copper pot with lid (sahan) ----------

export function potFront(v: Variant): Art {
  const m = METAL[v.metal!]!
  const lidM = METAL[v.lid ?? v.metal!]!
  const dk = darken(m[1]![1], 0.35)
  const defs =
    lin('cpb', m, ...ACROSS) +
    lin('cpl', lidM, 0, 0, 1, 0.4) +
    lin('cpr', m, 0, 0, 0, 1) +
    `<clipPath id="cpc"><path d="M236 430 H564 L552 580 Q546 612 516 614 H284 Q254 612 248 580 Z"/></clipPath>`
  const zig = `M240 470 ${rep(20, (i) => `L${252 + i * 16} ${i % 2 ? 470 : 486}`)}`
  const body =
    `<path d="M236 430 H564 L552 580 Q546 612 516 614 H284 Q254 612 248 580 Z" fill="url(#cpb)"/>` +
    `<g clip-path="url(#cpc)" fill="none" stroke="${dk}" stroke-width="2" opacity="0.75"><path d="${zig}"/><path d="M236 500 H564 M236 456 H564"/>` +
    rep(16, (i) => `<circle cx="${256 + i * 19}" cy="530" r="3" fill="${dk}" stroke="none"/>`) +
    rep(9, (i) => `<path d="M${262 + i * 34} 560 q8 -14 16 0 q8 14 16 0"/>`) +
    `</g>` +
    `<path d="M236 430 Q226 430 222 460 Q226 470 240 462" fill="none" stroke="url(#cpr)" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M564 430 Q574 430 578 460 Q574 470 560 462" fill="none" stroke="url(#cpr)" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="224" y="414" width="352" height="22" rx="10" fill="url(#cpl)"/>` +
    `<path d="M240 416 Q400 300 560 416 Z" fill="url(#cpl)"/>` +
    `<path d="M300 388 Q400 330 500 388" fill="none" stroke="${dk}" stroke-width="2" opacity="0.6"/>` +
    `<ellipse cx="400" cy="350" rx="34" ry="10" fill="url(#cpr)"/>` +
    `<path d="M372 348 Q400 296 428 348" fill="none" stroke="url(#cpr)" stroke-width="9"/>` +
    `<path d="M262 450 V590" stroke="#fff" stroke-width="9" opacity="0.22" stroke-linecap="round"/>`
  return { defs, body }
}

// ---------- ewer (ibrik) ----------

export function ewerFront(v: Variant): Art {
  const m = METAL[v.metal!]!
  const dk = darken(m[1]![1], 0.4)
  const defs = lin('ewb', m, ...ACROSS) + lin('ewb2', m, ...DIAGONAL)
  const bodyPath =
    'M372 250 H428 C 426 290 430 310 440 330 C 500 370 530 430 520 500 C 510 560 470 590 400 592 C 330 590 290 560 280 500 C 270 430 300 370 360 330 C 370 310 374 290 372 250 Z'
  const body =
    `<path d="M514 470 C 560 450 580 360 604 300 L626 286 L620 306 C 600 380 584 470 520 520 Z" fill="url(#ewb2)"/>` +
    `<path d="M368 270 C 280 260 222 320 240 420 C 250 470 272 500 290 512" fill="none" stroke="url(#ewb2)" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M330 612 H470 L450 590 H350 Z" fill="url(#ewb)"/>` +
    `<path d="${bodyPath}" fill="url(#ewb)"/>` +
    `<path d="M300 450 H500 M296 470 H504" stroke="${dk}" stroke-width="2" opacity="0.7"/>` +
    rep(10, (i) => `<path d="M${312 + i * 18} 452 l9 16 l9 -16" fill="none" stroke="${dk}" stroke-width="1.6" opacity="0.7"/>`) +
    `<ellipse cx="400" cy="520" rx="46" ry="28" fill="none" stroke="${dk}" stroke-width="2" opacity="0.6"/>` +
    `<ellipse cx="400" cy="520" rx="28" ry="16" fill="none" stroke="${dk}" stroke-width="2" opacity="0.6"/>` +
    `<path d="M360 252 Q400 190 440 252 Z" fill="url(#ewb2)"/>` +
    `<circle cx="400" cy="206" r="12" fill="url(#ewb2)"/><path d="M400 194 V176" stroke="url(#ewb)" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M318 420 C 306 470 318 530 346 560" fill="none" stroke="#fff" stroke-width="10" opacity="0.25" stroke-linecap="round"/>`
  return { defs, body }
}

// ---------- oil lamp (gaz lambası) ----------

export function lampFront(v: Variant): Art {
  const g = v.glass!
  const defs =
    lin('lbr', METAL.brass!, ...ACROSS) +
    lin(
      'lfont',
      [
        [0, darken(g, 0.35)],
        [0.3, g],
        [0.55, lighten(g, 0.35)],
        [1, darken(g, 0.4)],
      ],
      ...ACROSS,
    ) +
    lin('lchim', alpha('#ffffff', [0, 0.15], [0.25, 0.55], [0.5, 0.12], [1, 0.35]), ...ACROSS) +
    rad('lglow', [
      [0, '#fff3b0', 0.9],
      [0.4, '#ffb347', 0.45],
      [1, '#ff9a2e', 0],
    ]) +
    lin('lflame', [
      [0, '#fff8d8'],
      [0.6, '#ffc04a'],
      [1, '#e8661e'],
    ])
  const body =
    `<path d="M318 640 H482 L462 604 H338 Z" fill="url(#lbr)"/>` +
    `<rect x="380" y="556" width="40" height="50" fill="url(#lbr)"/>` +
    `<path d="M360 560 H440 L424 540 H376 Z" fill="url(#lbr)"/>` +
    `<path d="M400 410 C 470 410 500 450 498 482 C 496 520 460 544 400 546 C 340 544 304 520 302 482 C 300 450 330 410 400 410 Z" fill="url(#lfont)"/>` +
    rep(
      8,
      (i) =>
        `<path d="M${330 + i * 20} 430 Q${326 + i * 20} 480 ${334 + i * 20} 536" fill="none" stroke="#fff" stroke-width="2" opacity="0.18"/>`,
    ) +
    `<rect x="366" y="392" width="68" height="22" rx="4" fill="url(#lbr)"/>` +
    `<path d="M372 392 L380 360 H420 L428 392 Z" fill="url(#lbr)"/>` +
    `<circle cx="448" cy="380" r="10" fill="url(#lbr)"/><rect x="428" y="376" width="14" height="8" fill="url(#lbr)"/>` +
    `<circle cx="400" cy="300" r="70" fill="url(#lglow)"/>` +
    `<path d="M400 260 C 414 284 420 304 410 322 Q400 332 390 322 C 380 304 386 284 400 260 Z" fill="url(#lflame)"/>` +
    `<path d="M380 362 C 380 340 346 320 346 270 C 346 230 372 210 376 190 V150 H424 V190 C 428 210 454 230 454 270 C 454 320 420 340 420 362 Z" fill="url(#lchim)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>` +
    `<path d="M360 250 C 360 290 372 320 382 340" fill="none" stroke="#fff" stroke-width="5" opacity="0.7" stroke-linecap="round"/>`
  return { defs, body }
}

// ---------- cup and saucer / tea glass ----------

export function cupFront(v: Variant): Art {
  const defs =
    lin(
      'cuppo',
      [
        [0, '#d8d6cf'],
        [0.3, '#ffffff'],
        [0.6, '#f4f2ec'],
        [1, '#bdbab2'],
      ],
      ...ACROSS,
    ) +
    lin('cupg', METAL.gold!, ...ACROSS) +
    lin('ctea', [
      [0, '#c0541f', 0.9],
      [1, '#7a2a0c', 0.95],
    ]) +
    lin('cglass', alpha('#ffffff', [0, 0.5], [0.2, 0.1], [0.75, 0.05], [1, 0.45]), ...ACROSS)
  const saucer =
    `<ellipse cx="400" cy="588" rx="206" ry="44" fill="#c9c6bd"/>` +
    `<ellipse cx="400" cy="580" rx="206" ry="44" fill="url(#cuppo)"/>` +
    `<ellipse cx="400" cy="580" rx="196" ry="38" fill="none" stroke="${v.band}" stroke-width="10"/>` +
    `<ellipse cx="400" cy="580" rx="206" ry="44" fill="none" stroke="url(#cupg)" stroke-width="3"/>` +
    `<ellipse cx="400" cy="580" rx="110" ry="22" fill="#e5e2da"/>`
  if (v.style === 'glass') {
    const glass = 'M330 300 C 326 360 372 400 372 440 C 372 490 326 520 334 566 H466 C 474 520 428 490 428 440 C 428 400 474 360 470 300 Z'
    return {
      defs,
      body:
        saucer +
        `<path d="M334 330 C 334 372 372 404 372 440 C 372 490 326 520 334 566 H466 C 474 520 428 490 428 440 C 428 404 466 372 466 330 Z" fill="url(#ctea)"/>` +
        `<path d="${glass}" fill="url(#cglass)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2.5"/>` +
        `<ellipse cx="400" cy="300" rx="70" ry="10" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>` +
        `<ellipse cx="400" cy="330" rx="66" ry="8" fill="#d8823f" opacity="0.8"/>` +
        `<path d="M344 330 C 346 370 376 400 380 430" fill="none" stroke="#fff" stroke-width="5" opacity="0.6" stroke-linecap="round"/>` +
        `<path d="M470 250 L420 520" stroke="url(#cupg)" stroke-width="7" stroke-linecap="round"/><ellipse cx="476" cy="238" rx="11" ry="18" fill="url(#cupg)" transform="rotate(12 476 238)"/>`,
    }
  }
  const cup = 'M262 360 H538 C 536 450 500 540 440 560 H360 C 300 540 264 450 262 360 Z'
  return {
    defs,
    body:
      saucer +
      `<path d="M532 400 C 600 390 612 470 540 490" fill="none" stroke="url(#cuppo)" stroke-width="18" stroke-linecap="round"/>` +
      `<path d="M532 400 C 600 390 612 470 540 490" fill="none" stroke="url(#cupg)" stroke-width="3"/>` +
      `<path d="${cup}" fill="url(#cuppo)"/>` +
      `<path d="M263 372 H537 C 536 392 534 404 532 416 H268 C 266 404 264 392 263 372 Z" fill="${v.band}"/>` +
      rep(11, (i) => `<path d="M${276 + i * 24} 416 q12 18 24 0" fill="none" stroke="url(#cupg)" stroke-width="2.5"/>`) +
      (v.flower
        ? rep(
            3,
            (i) =>
              `<g transform="translate(${330 + i * 70} ${470 + (i % 2) * 12})">${rep(5, (j) => `<ellipse cy="-9" rx="6" ry="10" fill="${v.flower}" transform="rotate(${j * 72})"/>`)}<circle r="4" fill="#e0b54e"/></g>`,
          )
        : `<path d="M300 480 Q400 520 500 480" fill="none" stroke="url(#cupg)" stroke-width="3"/>`) +
      `<ellipse cx="400" cy="360" rx="138" ry="24" fill="#efece4"/>` +
      `<ellipse cx="400" cy="364" rx="126" ry="18" fill="#5a2a12" opacity="0.85"/>` +
      `<ellipse cx="400" cy="360" rx="138" ry="24" fill="none" stroke="url(#cupg)" stroke-width="4"/>` +
      `<path d="M286 420 C 292 470 312 510 340 536" fill="none" stroke="#fff" stroke-width="8" opacity="0.6" stroke-linecap="round"/>`,
  }
}

export const teacupBack = (v: Variant): Art => ({
  defs: rad('cubot', pair('#ffffff', '#d6d3cb'), 0.45, 0.4, 0.7),
  body:
    `<circle cx="400" cy="400" r="210" fill="url(#cubot)"/>` +
    `<circle cx="400" cy="400" r="120" fill="none" stroke="#cfcbc1" stroke-width="14"/>` +
    `<g fill="${v.band}"><polygon points="${star(400, 360, 26, 11, 5)}"/>` +
    `<text x="400" y="420" text-anchor="middle" font-family="${FONT_SERIF}" font-size="26" letter-spacing="3">${v.mark}</text>` +
    `<text x="400" y="450" text-anchor="middle" font-family="${FONT_SANS}" font-size="15" letter-spacing="4">TÜRKİYE</text></g>`,
})

// ---------- carpet / kilim ----------

function carpetArt(v: Variant, fringe: boolean): string {
  const { field, border, accent, ivory } = v as unknown as Record<'field' | 'border' | 'accent' | 'ivory', string>
  if (v.style === 'kilim') {
    const bands = [accent, field, ivory, border, field, accent, ivory, field, border, accent, field, ivory]
    return (
      (fringe ? `<path d="M194 113 H608 M194 687 H608" stroke="${ivory}" stroke-width="18" stroke-dasharray="3 7.5"/>` : '') +
      `<rect x="190" y="120" width="420" height="560" fill="${field}"/>` +
      bands
        .map(
          (c, i) =>
            `<rect x="190" y="${120 + i * 46.6}" width="420" height="46.6" fill="${c}"/>` +
            (i % 2
              ? rep(
                  7,
                  (j) =>
                    `<polygon points="${220 + j * 60},${120 + i * 46.6 + 6} ${244 + j * 60},${120 + i * 46.6 + 23} ${220 + j * 60},${120 + i * 46.6 + 40} ${196 + j * 60},${120 + i * 46.6 + 23}" fill="${bands[(i + 3) % bands.length]}"/>`,
                )
              : `<path d="M190 ${120 + i * 46.6 + 30} ${rep(21, (j) => `L${200 + j * 20} ${120 + i * 46.6 + (j % 2 ? 14 : 30)}`)}" fill="none" stroke="${bands[(i + 2) % bands.length]}" stroke-width="5"/>`),
        )
        .join('')
    )
  }
  const medallion = (s: number, c1: string, c2: string, c3: string) =>
    `<g transform="translate(400 400) scale(${s})"><polygon points="0,-150 70,-80 110,0 70,80 0,150 -70,80 -110,0 -70,-80" fill="${c1}"/>` +
    `<polygon points="0,-110 50,-58 80,0 50,58 0,110 -50,58 -80,0 -50,-58" fill="${c2}"/>` +
    `<polygon points="${star(0, 0, 56, 28, 8)}" fill="${c3}"/><circle r="16" fill="${c1}"/></g>`
  return (
    (fringe ? `<path d="M194 113 H608 M194 687 H608" stroke="${ivory}" stroke-width="18" stroke-dasharray="3 7.5"/>` : '') +
    `<rect x="190" y="120" width="420" height="560" fill="${border}"/>` +
    `<rect x="206" y="136" width="388" height="528" fill="none" stroke="${accent}" stroke-width="4"/>` +
    rep(
      9,
      (i) =>
        `<g transform="translate(${226 + i * 43.5} 158)"><circle r="9" fill="${accent}"/><circle r="4" fill="${field}"/></g><g transform="translate(${226 + i * 43.5} 642)"><circle r="9" fill="${accent}"/><circle r="4" fill="${field}"/></g>`,
    ) +
    rep(
      10,
      (i) =>
        `<g transform="translate(212 ${198 + i * 45})"><circle r="7" fill="${accent}"/></g><g transform="translate(588 ${198 + i * 45})"><circle r="7" fill="${accent}"/></g>`,
    ) +
    `<rect x="236" y="180" width="328" height="440" fill="${field}"/>` +
    `<rect x="236" y="180" width="328" height="440" fill="none" stroke="${ivory}" stroke-width="3"/>` +
    rep(6, (r) => rep(5, (c) => `<path d="M${268 + c * 66} ${212 + r * 76} l6 -10 l6 10 l-6 10 Z" fill="${accent}" opacity="0.7"/>`)) +
    `<path d="M236 180 h90 a90 90 0 0 1 -90 90 Z M564 180 h-90 a90 90 0 0 0 90 90 Z M236 620 h90 a90 90 0 0 0 -90 -90 Z M564 620 h-90 a90 90 0 0 1 90 -90 Z" fill="${border}"/>` +
    medallion(1, border, ivory, accent) +
    `<polygon points="${star(400, 400, 26, 12, 8)}" fill="${field}"/>`
  )
}

export const carpetFront = (v: Variant): Art => ({ defs: '', body: carpetArt(v, true) })

export const carpetBack = (v: Variant): Art => ({
  defs:
    `<filter id="cknot"><feGaussianBlur stdDeviation="1.4"/><feColorMatrix type="saturate" values="0.55"/></filter>` +
    `<pattern id="cgrid" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 0 H6 M0 0 V6" stroke="#000" stroke-width="0.8" opacity="0.25"/></pattern>`,
  body: `<g filter="url(#cknot)">${carpetArt(v, true)}</g><rect x="190" y="120" width="420" height="560" fill="url(#cgrid)"/>`,
})

// ---------- silk scarf ----------

export const scarfFront = (v: Variant): Art => ({
  defs: lin(
    'ssheen',
    [
      [0, '#fff', 0.3],
      [0.4, '#fff', 0],
      [0.6, '#000', 0.08],
      [1, '#fff', 0.2],
    ],
    ...DIAGONAL,
  ),
  body:
    `<g transform="translate(400 400) rotate(45) scale(0.72 0.58) translate(-400 -400)">${carpetArt(v, false)}` +
    `<rect x="190" y="120" width="420" height="560" fill="url(#ssheen)"/></g>`,
})

// ---------- cabinet (konsol / şifonyer) ----------

export function cabinetFront(v: Variant): Art {
  const w = v.wood!
  const trim = v.trim === 'gold' ? METAL.gold! : METAL.brass!
  const defs =
    lin('cbw', rounded(w, 0.12, 0.1, 0.2), ...DIAGONAL) +
    lin('cbd', shade(w, 0.15, 0.15)) +
    lin(
      'cbt',
      v.top === 'marble'
        ? [
            [0, '#f7f5f0'],
            [0.5, '#e3dfd6'],
            [1, '#cfcac0'],
          ]
        : shade(w, 0.2, 0.25),
    ) +
    lin('cbh', trim, ...DIAGONAL)
  const grain = v.painted ? '' : woodGrain(14, 24, [240, 232, 252, 238], [300, 380, 460, 590], darken(w, 0.35))
  const drawer = (y: number) =>
    `<rect x="252" y="${y}" width="296" height="78" rx="4" fill="url(#cbd)" stroke="${darken(w, 0.4)}" stroke-width="2"/>` +
    `<rect x="262" y="${y + 8}" width="276" height="62" rx="3" fill="none" stroke="${v.painted ? '#c9a54a' : lighten(w, 0.25)}" stroke-width="1.5" opacity="0.8"/>` +
    `<path d="M372 ${y + 40} q28 -18 56 0" fill="none" stroke="url(#cbh)" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="372" cy="${y + 40}" r="6" fill="url(#cbh)"/><circle cx="428" cy="${y + 40}" r="6" fill="url(#cbh)"/>`
  const body =
    `<path d="M252 596 C 250 630 240 650 232 664 L248 664 C 262 646 270 626 276 596 Z M548 596 C 550 630 560 650 568 664 L552 664 C 538 646 530 626 524 596 Z" fill="url(#cbw)"/>` +
    `<rect x="236" y="300" width="328" height="300" fill="url(#cbw)"/>` +
    grain +
    drawer(316) +
    drawer(408) +
    drawer(500) +
    `<path d="M236 596 H564 Q520 622 400 614 Q280 622 236 596 Z" fill="url(#cbd)"/>` +
    `<circle cx="400" cy="606" r="9" fill="url(#cbh)"/>` +
    `<rect x="218" y="280" width="364" height="22" rx="6" fill="url(#cbt)"/>` +
    (v.top === 'marble'
      ? `<path d="M240 290 q40 -6 80 2 t90 -4 t110 4" fill="none" stroke="#b9b3a6" stroke-width="1.5" opacity="0.8"/>`
      : '') +
    `<rect x="218" y="300" width="364" height="4" fill="#000" opacity="0.18"/>`
  return { defs, body }
}
