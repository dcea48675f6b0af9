// Jewellery and fashion: ring, necklace, bangle, handbag, sunglasses.
import type { Art, Variant } from './kind.ts'
import { ACROSS, darken, DIAGONAL, lighten, lin, METAL, n, rad, rep, shade } from './svg.ts'

const sparkle = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y - s} L${x + s * 0.18} ${y - s * 0.18} L${x + s} ${y} L${x + s * 0.18} ${y + s * 0.18} L${x} ${y + s} L${x - s * 0.18} ${y + s * 0.18} L${x - s} ${y} L${x - s * 0.18} ${y - s * 0.18} Z" fill="#fff" opacity="0.9"/>`

// ---------- ring ----------

function gem(v: Variant): string {
  const g = v.gem!
  if (v.cut === 'emerald') {
    return (
      `<rect x="350" y="236" width="100" height="76" rx="10" fill="url(#rgem)" stroke="${darken(g, 0.4)}" stroke-width="2"/>` +
      `<rect x="366" y="250" width="68" height="48" rx="6" fill="none" stroke="${lighten(g, 0.4)}" stroke-width="2" opacity="0.8"/>` +
      `<rect x="380" y="262" width="40" height="24" rx="3" fill="${lighten(g, 0.25)}" opacity="0.6"/>` +
      `<path d="M350 246 L366 250 M450 246 L434 250 M350 302 L366 298 M450 302 L434 298" stroke="${lighten(g, 0.4)}" stroke-width="1.5"/>`
    )
  }
  return (
    `<path d="M340 262 L364 232 H436 L460 262 L400 338 Z" fill="url(#rgem)" stroke="${darken(g, 0.35)}" stroke-width="1.5"/>` +
    `<path d="M340 262 H460 M364 232 L380 262 L400 232 L420 262 L436 232 M340 262 L400 338 L460 262 M380 262 L400 338 L420 262" fill="none" stroke="${lighten(g, 0.5)}" stroke-width="1.4" opacity="0.85"/>` +
    `<path d="M364 232 L380 262 L400 232 Z" fill="#fff" opacity="0.35"/>`
  )
}

export function ringFront(v: Variant): Art {
  const m = METAL[v.metal!]!
  const defs = lin('rband', m, ...ACROSS) + lin('rband2', m, 1, 0, 0, 0) + rad('rgem', shade(v.gem!, 0.7, 0.45, 0.5), 0.4, 0.35, 0.7)
  const body =
    `<ellipse cx="400" cy="450" rx="150" ry="140" fill="none" stroke="url(#rband2)" stroke-width="16"/>` +
    `<path d="M250 450 A150 140 0 0 0 550 450" fill="none" stroke="url(#rband)" stroke-width="34"/>` +
    `<path d="M262 490 A150 140 0 0 0 400 590" fill="none" stroke="#fff" stroke-width="5" opacity="0.45" stroke-linecap="round"/>` +
    `<path d="M330 330 Q400 290 470 330 L456 352 Q400 326 344 352 Z" fill="url(#rband)"/>` +
    rep(4, (i) => `<path d="M${352 + i * 32} 340 L${358 + i * 28} 250" stroke="url(#rband2)" stroke-width="7" stroke-linecap="round"/>`) +
    gem(v) +
    (v.pave
      ? rep(
          7,
          (i) =>
            `<circle cx="${n(400 + 150 * Math.cos(((200 + i * 8) * Math.PI) / 180))}" cy="${n(450 - 140 * Math.sin(((200 + i * 8) * Math.PI) / 180))}" r="5" fill="#f2f6ff" stroke="#9aa" stroke-width="0.6"/>`,
        )
      : '') +
    sparkle(372, 244, 16) +
    sparkle(446, 300, 9)
  return { defs, body }
}

// ---------- necklace ----------

export function necklaceFront(v: Variant): Art {
  const m = METAL[v.metal!]!
  const defs =
    lin('nk', m, ...DIAGONAL) +
    rad(
      'npearl',
      [
        [0, '#ffffff'],
        [0.55, '#f1ece2'],
        [1, '#c9c0b0'],
      ],
      0.35,
      0.3,
      0.7,
    ) +
    rad('ngem', shade(v.gem!, 0.6, 0.45, 0.5), 0.4, 0.35, 0.7)
  const pts = (k: number) => {
    const t = k / 40
    const a = Math.PI * (0.05 + 0.9 * t)
    return [400 - 210 * Math.cos(a), 150 + 340 * Math.sin(a)] as const
  }
  let chain: string
  if (v.style === 'pearl') {
    chain = rep(41, (k) => {
      const [x, y] = pts(k)
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(13 + 4 * Math.sin((k / 40) * Math.PI))}" fill="url(#npearl)"/>`
    })
  } else {
    chain = `<path d="${'M' + Array.from({ length: 41 }, (_, k) => pts(k).map(n).join(' ')).join(' L')}" fill="none" stroke="url(#nk)" stroke-width="7" stroke-dasharray="9 4" stroke-linecap="round"/>`
  }
  const pendant =
    v.style === 'pearl'
      ? `<rect x="184" y="186" width="26" height="16" rx="4" fill="url(#nk)"/>`
      : `<circle cx="400" cy="500" r="12" fill="none" stroke="url(#nk)" stroke-width="5"/>` +
        `<path d="M400 512 C 350 560 350 620 400 650 C 450 620 450 560 400 512 Z" fill="url(#nk)"/>` +
        `<path d="M400 526 C 364 566 364 614 400 636 C 436 614 436 566 400 526 Z" fill="url(#ngem)"/>` +
        `<path d="M400 526 L384 580 L400 636 L416 580 Z" fill="#fff" opacity="0.25"/>` +
        sparkle(384, 560, 14)
  return { defs, body: chain + pendant }
}

// ---------- bangle (burma bilezik) ----------

export function bangleFront(v: Variant): Art {
  const m = METAL[v.metal!]!
  const dk = darken(m[1]![1], 0.35)
  const defs = lin('bg1', m, ...ACROSS) + lin('bg2', m, 1, 0, 0, 1)
  const one = (cy: number) =>
    `<ellipse cx="400" cy="${cy}" rx="190" ry="78" fill="none" stroke="url(#bg2)" stroke-width="30"/>` +
    `<path d="M210 ${cy} A190 78 0 0 0 590 ${cy}" fill="none" stroke="url(#bg1)" stroke-width="34"/>` +
    `<path d="M210 ${cy} A190 78 0 0 0 590 ${cy}" fill="none" stroke="${dk}" stroke-width="30" stroke-dasharray="3 9" opacity="0.5"/>` +
    `<path d="M240 ${cy + 28} A190 78 0 0 0 400 ${cy + 78}" fill="none" stroke="#fff" stroke-width="5" opacity="0.5" stroke-linecap="round"/>`
  return { defs, body: one(330) + one(470) + sparkle(300, 396, 14) + sparkle(520, 536, 10) }
}

// ---------- handbag ----------

export function bagFront(v: Variant): Art {
  const c = v.leather!
  const defs = lin('bgl', shade(c, 0.12, 0.3, 0.5), ...DIAGONAL) + lin('bgf', shade(c, 0.2, 0.15)) + lin('bgm', METAL[v.hw!]!, ...DIAGONAL)
  const body =
    `<path d="M300 360 C 300 210 500 210 500 360" fill="none" stroke="${darken(c, 0.2)}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M300 360 C 300 210 500 210 500 360" fill="none" stroke="${lighten(c, 0.2)}" stroke-width="4" stroke-dasharray="6 5" opacity="0.6"/>` +
    `<rect x="286" y="344" width="28" height="30" rx="8" fill="url(#bgm)"/><rect x="486" y="344" width="28" height="30" rx="8" fill="url(#bgm)"/>` +
    `<path d="M238 370 H562 L600 600 Q604 630 574 632 H226 Q196 630 200 600 Z" fill="url(#bgl)"/>` +
    `<path d="M246 384 H554 L588 600 Q590 618 572 618 H228 Q210 618 212 600 Z" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.6"/>` +
    `<path d="M232 370 H568 L576 470 Q400 530 224 470 Z" fill="url(#bgf)"/>` +
    `<path d="M240 380 H560 L566 464 Q400 518 234 464 Z" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.7"/>` +
    `<rect x="372" y="476" width="56" height="38" rx="8" fill="url(#bgm)"/><rect x="386" y="486" width="28" height="18" rx="4" fill="${darken(c, 0.2)}"/>` +
    `<path d="M250 560 Q400 600 560 560" fill="none" stroke="#000" stroke-width="2" opacity="0.12"/>`
  return { defs, body }
}

// ---------- sunglasses ----------

export function glassesFront(v: Variant): Art {
  const f = v.frame!
  const defs =
    lin('sgl', [
      [0, darken(v.lens!, 0.4)],
      [0.6, v.lens!],
      [1, lighten(v.lens!, 0.3)],
    ]) +
    (f === 'gold' ? lin('sgf', METAL.gold!, ...DIAGONAL) : lin('sgf', shade(f, 0.2, 0.2), ...DIAGONAL)) +
    `<pattern id="tort" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#5a3416"/><circle cx="10" cy="12" r="9" fill="#a0662a" opacity="0.8"/><circle cx="30" cy="28" r="7" fill="#2a160a" opacity="0.7"/><circle cx="28" cy="6" r="4" fill="#c48a3c" opacity="0.7"/></pattern>`
  const fill = v.style === 'tortoise' ? 'url(#tort)' : 'url(#sgf)'
  const lensL =
    v.style === 'aviator'
      ? 'M230 350 Q240 320 320 322 Q378 324 380 350 Q384 420 340 450 Q300 470 262 446 Q220 418 230 350 Z'
      : 'M214 340 H380 Q390 340 388 352 L378 430 Q372 456 344 456 H258 Q226 456 222 430 Z'
  const lensR =
    v.style === 'aviator'
      ? 'M570 350 Q560 320 480 322 Q422 324 420 350 Q416 420 460 450 Q500 470 538 446 Q580 418 570 350 Z'
      : 'M586 340 H420 Q410 340 412 352 L422 430 Q428 456 456 456 H542 Q574 456 578 430 Z'
  const sw = v.style === 'aviator' ? 5 : 14
  const body =
    `<path d="M214 346 L170 330 L160 342 L212 362 Z M586 346 L630 330 L640 342 L588 362 Z" fill="${fill}"/>` +
    `<path d="${lensL}" fill="url(#sgl)" stroke="${fill}" stroke-width="${sw}"/>` +
    `<path d="${lensR}" fill="url(#sgl)" stroke="${fill}" stroke-width="${sw}"/>` +
    `<path d="M380 350 Q400 332 420 350" fill="none" stroke="${fill}" stroke-width="${v.style === 'aviator' ? 6 : 12}"/>` +
    (v.style === 'aviator' ? `<path d="M320 324 Q400 310 480 324" fill="none" stroke="url(#sgf)" stroke-width="4"/>` : '') +
    `<path d="M246 360 L300 350 L250 420 Z M446 360 L500 350 L450 420 Z" fill="#fff" opacity="0.18"/>`
  return { defs, body }
}
