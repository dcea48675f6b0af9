// Electronics: film camera, smartphone, rotary telephone, valve radio, turntable, game console, laptop.
import type { Art, Variant } from './kind.ts'
import { grooves, rim, woodGrain } from './parts.ts'
import { ACROSS, darken, DIAGONAL, FONT_SANS, FONT_SERIF, glow, lighten, lin, METAL, n, pair, rad, rep, rounded, shade } from './svg.ts'

// ---------- camera ----------

const leather = `<pattern id="cleath" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#1b1b1d"/><circle cx="3" cy="3" r="1.3" fill="#2c2c30"/></pattern>`

function camDefs(v: Variant) {
  return (
    leather +
    rim('ctop', METAL[v.top!]!) +
    rad(
      'cglass',
      [
        [0, '#6c7cc2'],
        [0.35, '#2a2f52'],
        [0.7, '#0d0f1c'],
        [1, '#2c3a3a'],
      ],
      0.38,
      0.36,
      0.7,
    ) +
    lin('cwin', pair('#d8e4ee', '#6f8597'), ...DIAGONAL)
  )
}

export function camFront(v: Variant): Art {
  const slr = v.type === 'slr'
  const lensR = slr ? 112 : 100
  const ink = v.top === 'black' ? '#d9d9d9' : '#2a2a2a'
  const body =
    (slr
      ? `<path d="M332 300 L352 226 H448 L468 300 Z" fill="url(#ctop)"/><rect x="368" y="246" width="64" height="20" rx="3" fill="${v.top === 'black' ? '#2a2a2a' : '#1d1d1d'}"/>` +
        `<text x="400" y="261" text-anchor="middle" font-family="${FONT_SANS}" font-size="12" font-weight="bold" letter-spacing="2" fill="#e8e8e8">${v.mark}</text>`
      : '') +
    `<rect x="236" y="272" width="56" height="26" rx="6" fill="url(#ctop2)"/>` +
    `<ellipse cx="264" cy="272" rx="30" ry="9" fill="url(#ctop)"/>` +
    `<rect x="492" y="270" width="70" height="28" rx="6" fill="url(#ctop2)"/>` +
    `<ellipse cx="527" cy="270" rx="36" ry="10" fill="url(#ctop)"/>` +
    `<circle cx="527" cy="266" r="6" fill="url(#ctop2)"/>` +
    `<rect x="180" y="294" width="440" height="236" rx="22" fill="url(#cleath)"/>` +
    `<path d="M180 318 Q180 294 202 294 H598 Q620 294 620 318 V372 H180 Z" fill="url(#ctop)"/>` +
    `<path d="M180 500 V508 Q180 530 202 530 H598 Q620 530 620 508 V500 Z" fill="url(#ctop)"/>` +
    `<rect x="168" y="330" width="14" height="26" rx="3" fill="url(#ctop2)"/><rect x="618" y="330" width="14" height="26" rx="3" fill="url(#ctop2)"/>` +
    (slr
      ? `<circle cx="548" cy="340" r="12" fill="#111"/><rect x="214" y="320" width="40" height="26" rx="4" fill="#111" opacity="0.85"/>`
      : `<rect x="212" y="314" width="66" height="42" rx="6" fill="url(#cwin)" stroke="#333" stroke-width="3"/>` +
        `<rect x="430" y="318" width="46" height="34" rx="4" fill="#f2f2ee" stroke="#333" stroke-width="2"/>` +
        `<rect x="520" y="316" width="48" height="38" rx="6" fill="url(#cwin)" stroke="#333" stroke-width="3"/>`) +
    (slr
      ? ''
      : `<text x="354" y="318" text-anchor="middle" font-family="${FONT_SERIF}" font-size="15" font-style="italic" letter-spacing="2" fill="${ink}">${v.mark}</text>`) +
    `<circle cx="400" cy="${slr ? 432 : 440}" r="${lensR + 14}" fill="url(#ctop2)"/>` +
    `<circle cx="400" cy="${slr ? 432 : 440}" r="${lensR}" fill="#161616"/>` +
    `<circle cx="400" cy="${slr ? 432 : 440}" r="${lensR - 6}" fill="none" stroke="#3a3a3a" stroke-width="10" stroke-dasharray="4 4"/>` +
    `<circle cx="400" cy="${slr ? 432 : 440}" r="${lensR - 16}" fill="url(#ctop)"/>` +
    `<circle cx="400" cy="${slr ? 432 : 440}" r="${lensR - 30}" fill="#0d0d0d"/>` +
    `<circle cx="400" cy="${slr ? 432 : 440}" r="${lensR - 40}" fill="url(#cglass)"/>` +
    `<ellipse cx="382" cy="${slr ? 410 : 418}" rx="22" ry="14" fill="#fff" opacity="0.35" transform="rotate(-30 382 ${slr ? 410 : 418})"/>` +
    `<circle cx="418" cy="${slr ? 452 : 460}" r="8" fill="#9fd4a8" opacity="0.35"/>` +
    `<text x="400" y="${(slr ? 432 : 440) - lensR + 28}" text-anchor="middle" font-family="${FONT_SANS}" font-size="10" letter-spacing="1.5" fill="#eee">${v.lens}</text>`
  return { defs: camDefs(v), body }
}

export function camBack(v: Variant): Art {
  const slr = v.type === 'slr'
  const body =
    (slr ? `<path d="M332 300 L352 226 H448 L468 300 Z" fill="url(#ctop)"/>` : '') +
    `<rect x="508" y="272" width="56" height="26" rx="6" fill="url(#ctop2)"/><ellipse cx="536" cy="272" rx="30" ry="9" fill="url(#ctop)"/>` +
    `<rect x="236" y="270" width="70" height="28" rx="6" fill="url(#ctop2)"/><ellipse cx="271" cy="270" rx="36" ry="10" fill="url(#ctop)"/>` +
    `<path d="M240 262 L170 250 L172 238 L246 252 Z" fill="url(#ctop)"/>` +
    `<rect x="180" y="294" width="440" height="236" rx="22" fill="url(#cleath)"/>` +
    `<path d="M180 318 Q180 294 202 294 H598 Q620 294 620 318 V352 H180 Z" fill="url(#ctop)"/>` +
    `<path d="M180 500 V508 Q180 530 202 530 H598 Q620 530 620 508 V500 Z" fill="url(#ctop)"/>` +
    `<rect x="${slr ? 376 : 526}" y="308" width="48" height="34" rx="8" fill="#0f0f0f" stroke="#444" stroke-width="3"/>` +
    `<rect x="${slr ? 388 : 538}" y="316" width="24" height="18" rx="3" fill="url(#cglass)"/>` +
    `<rect x="232" y="380" width="130" height="86" rx="4" fill="none" stroke="#3a3a3a" stroke-width="3"/>` +
    `<text x="297" y="428" text-anchor="middle" font-family="${FONT_SANS}" font-size="11" fill="#8a8a8a">FİLM</text>` +
    `<path d="M180 372 H620" stroke="#0a0a0a" stroke-width="3"/>` +
    `<circle cx="560" cy="268" r="14" fill="#111"/><text x="560" y="272" text-anchor="middle" font-family="${FONT_SANS}" font-size="11" fill="#ddd">24</text>`
  return { defs: camDefs(v), body }
}

// ---------- smartphone ----------

/** A lit screen's gradients: `picture` from colour a in the top left to b in the bottom right, and the `glare` on its
 * glass, white at opacity o fading out by `until`. */
const screen = (picture: string, a: string, b: string, glare: string, o: number, until: number) =>
  lin(picture, pair(a, b), ...DIAGONAL) + lin(glare, glow('#fff', o, until), ...DIAGONAL)

export function phoneFront(v: Variant): Art {
  const icons = [
    '#34c759',
    '#0a84ff',
    '#ff9f0a',
    '#ff375f',
    '#5e5ce6',
    '#64d2ff',
    '#ffd60a',
    '#bf5af2',
    '#30d158',
    '#ff453a',
    '#0a84ff',
    '#ac8e68',
    '#ff9f0a',
    '#32ade6',
    '#8e8e93',
    '#34c759',
  ]
  const defs = lin('sbody', METAL[v.frameMetal!]!, ...ACROSS) + screen('swall', v.w1!, v.w2!, 'sglare', 0.22, 0.45)
  const body =
    `<rect x="282" y="124" width="236" height="552" rx="46" fill="url(#sbody)"/>` +
    `<rect x="288" y="130" width="224" height="540" rx="41" fill="#0b0b0c"/>` +
    `<rect x="298" y="140" width="204" height="520" rx="33" fill="url(#swall)"/>` +
    `<rect x="368" y="152" width="64" height="20" rx="10" fill="#000"/>` +
    `<text x="320" y="168" font-family="${FONT_SANS}" font-size="13" font-weight="600" fill="#fff">09:41</text>` +
    `<text x="400" y="236" text-anchor="middle" font-family="${FONT_SANS}" font-size="44" font-weight="300" fill="#fff">09:41</text>` +
    `<text x="400" y="258" text-anchor="middle" font-family="${FONT_SANS}" font-size="12" fill="#fff" opacity="0.85">Cumartesi, 21 Kasım</text>` +
    rep(
      16,
      (i) => `<rect x="${314 + (i % 4) * 46}" y="${300 + Math.floor(i / 4) * 62}" width="34" height="34" rx="9" fill="${icons[i]}"/>`,
    ) +
    `<rect x="308" y="590" width="184" height="56" rx="22" fill="#fff" opacity="0.22"/>` +
    rep(4, (i) => `<rect x="${318 + i * 44}" y="600" width="34" height="34" rx="9" fill="${icons[(i * 3) % 16]}"/>`) +
    `<rect x="298" y="140" width="204" height="520" rx="33" fill="url(#sglare)"/>` +
    `<rect x="516" y="250" width="4" height="60" rx="2" fill="url(#sbody)"/><rect x="280" y="230" width="4" height="36" rx="2" fill="url(#sbody)"/><rect x="280" y="280" width="4" height="36" rx="2" fill="url(#sbody)"/>`
  return { defs, body }
}

export function phoneBack(v: Variant): Art {
  const defs =
    lin('sbody', METAL[v.frameMetal!]!, ...ACROSS) +
    lin('sback', shade(v.back!, 0.12, 0.12), ...DIAGONAL) +
    rad(
      'slens',
      [
        [0, '#4a5a80'],
        [0.5, '#111421'],
        [1, '#000'],
      ],
      0.4,
      0.4,
      0.6,
    )
  const lens = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="24" fill="#1a1a1a" stroke="${darken(v.back!, 0.25)}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="15" fill="url(#slens)"/><circle cx="${x - 5}" cy="${y - 5}" r="4" fill="#fff" opacity="0.4"/>`
  const body =
    `<rect x="282" y="124" width="236" height="552" rx="46" fill="url(#sbody)"/>` +
    `<rect x="287" y="129" width="226" height="542" rx="42" fill="url(#sback)"/>` +
    `<rect x="302" y="144" width="122" height="122" rx="30" fill="${darken(v.back!, 0.08)}" stroke="${lighten(v.back!, 0.2)}" stroke-width="2"/>` +
    lens(336, 178) +
    lens(336, 232) +
    lens(390, 205) +
    `<circle cx="392" cy="160" r="6" fill="#f6f0d8"/>` +
    `<circle cx="400" cy="420" r="22" fill="none" stroke="${lighten(v.back!, 0.25)}" stroke-width="3" opacity="0.8"/>`
  return { defs, body }
}

// ---------- rotary telephone ----------

export function rotaryFront(v: Variant): Art {
  const c = v.color!
  const defs =
    lin('rbody', shade(c, 0.25, 0.35, 0.5), ...DIAGONAL) +
    lin('rhand', shade(c, 0.3, 0.3)) +
    lin('rchrome', METAL.chrome!, ...DIAGONAL) +
    rad('rhi', glow('#fff', 0.35), 0.3, 0.25, 0.6)
  const holes = rep(10, (i) => {
    const a = ((-60 - i * 28) * Math.PI) / 180
    return (
      `<circle cx="${n(400 + 66 * Math.cos(a))}" cy="${n(500 - 66 * Math.sin(a))}" r="15" fill="#f4f1ea" stroke="${darken(c, 0.3)}" stroke-width="2"/>` +
      `<text x="${n(400 + 66 * Math.cos(a))}" y="${n(505 - 66 * Math.sin(a))}" text-anchor="middle" font-family="${FONT_SANS}" font-size="13" font-weight="bold" fill="#222">${(i + 1) % 10}</text>`
    )
  })
  const body =
    `<path d="M180 520 C 120 520 100 600 170 640" fill="none" stroke="${darken(c, 0.2)}" stroke-width="7" stroke-dasharray="4 3"/>` +
    `<path d="M250 610 L290 400 Q300 360 340 356 H460 Q500 360 510 400 L550 610 Q552 630 530 630 H270 Q248 630 250 610 Z" fill="url(#rbody)"/>` +
    `<path d="M250 610 L290 400 Q300 360 340 356 H460 Q500 360 510 400 L550 610 Q552 630 530 630 H270 Q248 630 250 610 Z" fill="url(#rhi)"/>` +
    `<rect x="300" y="346" width="28" height="30" rx="8" fill="url(#rbody)"/><rect x="472" y="346" width="28" height="30" rx="8" fill="url(#rbody)"/>` +
    `<path d="M210 330 Q212 296 250 296 H550 Q588 296 590 330 Q592 352 560 356 Q520 360 510 340 H290 Q280 360 240 356 Q208 352 210 330 Z" fill="url(#rhand)"/>` +
    `<path d="M250 304 H550" stroke="#fff" stroke-width="4" opacity="0.25" stroke-linecap="round"/>` +
    `<circle cx="400" cy="500" r="100" fill="url(#rchrome)"/>` +
    `<circle cx="400" cy="500" r="92" fill="${darken(c, 0.1)}"/>` +
    holes +
    `<circle cx="400" cy="500" r="36" fill="#f4f1ea" stroke="url(#rchrome)" stroke-width="5"/>` +
    `<text x="400" y="496" text-anchor="middle" font-family="${FONT_SANS}" font-size="10" fill="#444">İSTANBUL</text>` +
    `<text x="400" y="512" text-anchor="middle" font-family="${FONT_SANS}" font-size="11" font-weight="bold" fill="#222">2 44 17 55</text>` +
    `<path d="M486 548 L504 560" stroke="url(#rchrome)" stroke-width="7" stroke-linecap="round"/>`
  return { defs, body }
}

// ---------- valve radio ----------

export function radioFront(v: Variant): Art {
  const w = v.wood!
  const defs =
    lin('rdw', rounded(w, 0.25, 0.15, 0.3, [0.2, 0.8]), ...ACROSS) +
    lin('rdc', pair('#c9a86b', '#8a6a3a')) +
    lin('rdd', pair('#fff6d8', '#e9c98a')) +
    lin('rdk', METAL[v.knob === 'ivory' ? 'silver' : 'brass']!, ...DIAGONAL)
  const grain = v.plain ? '' : woodGrain(10, 34, [236, 228, 250, 240], [630, 520, 360, 240], darken(w, 0.4))
  const body =
    `<path d="M216 630 V330 Q216 196 400 190 Q584 196 584 330 V630 Z" fill="url(#rdw)"/>` +
    grain +
    `<path d="M252 446 V338 Q252 232 400 226 Q548 232 548 338 V446 Z" fill="url(#rdc)"/>` +
    rep(24, (i) => `<line x1="252" y1="${236 + i * 9}" x2="548" y2="${236 + i * 9}" stroke="#6b4e25" stroke-width="1" opacity="0.35"/>`) +
    `<g fill="url(#rdw)"><rect x="314" y="236" width="14" height="210"/><rect x="393" y="226" width="14" height="220"/><rect x="472" y="236" width="14" height="210"/></g>` +
    `<path d="M252 446 V338 Q252 232 400 226 Q548 232 548 338 V446 Z" fill="none" stroke="${darken(w, 0.4)}" stroke-width="4"/>` +
    `<rect x="256" y="470" width="288" height="62" rx="8" fill="url(#rdd)" stroke="${darken(w, 0.45)}" stroke-width="4"/>` +
    rep(
      25,
      (i) =>
        `<line x1="${270 + i * 10.8}" y1="478" x2="${270 + i * 10.8}" y2="${i % 4 === 0 ? 494 : 488}" stroke="#5a4328" stroke-width="1.2"/>`,
    ) +
    ['530', '600', '800', '1000', '1400']
      .map(
        (t, i) =>
          `<text x="${276 + i * 62}" y="512" text-anchor="middle" font-family="${FONT_SANS}" font-size="11" fill="#5a4328">${t}</text>`,
      )
      .join('') +
    `<text x="400" y="526" text-anchor="middle" font-family="${FONT_SERIF}" font-size="9" letter-spacing="2" fill="#7a5a34">ANKARA · İSTANBUL · İZMİR · LONDRA · PARİS</text>` +
    `<line x1="372" y1="474" x2="372" y2="528" stroke="#c0272d" stroke-width="2.5"/>` +
    rep(
      3,
      (i) =>
        `<circle cx="${300 + i * 100}" cy="580" r="${i === 1 ? 22 : 26}" fill="url(#rdk)"/><circle cx="${300 + i * 100}" cy="580" r="${i === 1 ? 14 : 17}" fill="none" stroke="${darken(w, 0.4)}" stroke-width="2" stroke-dasharray="3 3"/>`,
    ) +
    `<path d="M250 320 Q270 236 360 222" fill="none" stroke="#fff" stroke-width="6" opacity="0.15" stroke-linecap="round"/>`
  return { defs, body }
}

// ---------- turntable ----------

export function turntableFront(v: Variant): Art {
  const w = v.plinth!
  const defs =
    lin('ttp', shade(w, 0.18, 0.18), ...DIAGONAL) +
    lin('ttm', METAL[v.metal!]!, ...DIAGONAL) +
    rad('ttv', [
      [0, '#2a2a2a'],
      [0.8, '#111'],
      [1, '#222'],
    ])
  const body =
    `<rect x="150" y="210" width="500" height="390" rx="14" fill="url(#ttp)"/>` +
    `<rect x="150" y="580" width="500" height="20" rx="6" fill="${darken(w, 0.35)}"/>` +
    `<circle cx="350" cy="400" r="170" fill="url(#ttm)"/>` +
    `<circle cx="350" cy="400" r="160" fill="url(#ttv)"/>` +
    grooves(
      350,
      400,
      14,
      (i) => 70 + i * 6.4,
      0.8,
      (i) => 0.05 + (i % 3) * 0.03,
    ) +
    `<path d="M240 300 A150 150 0 0 1 320 254" fill="none" stroke="#fff" stroke-width="10" opacity="0.12" stroke-linecap="round"/>` +
    `<circle cx="350" cy="400" r="56" fill="${v.label}"/>` +
    `<text x="350" y="388" text-anchor="middle" font-family="${FONT_SERIF}" font-size="12" fill="#fff">LONG PLAY</text>` +
    `<text x="350" y="424" text-anchor="middle" font-family="${FONT_SANS}" font-size="10" fill="#fff">33⅓</text>` +
    `<circle cx="350" cy="400" r="5" fill="url(#ttm)"/>` +
    `<circle cx="566" cy="262" r="30" fill="url(#ttm)"/><circle cx="566" cy="262" r="16" fill="${darken(w, 0.4)}"/>` +
    `<path d="M566 262 L574 470 L500 530" fill="none" stroke="url(#ttm)" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="478" y="518" width="34" height="24" rx="4" fill="#222" transform="rotate(-38 495 530)"/>` +
    `<rect x="552" y="206" width="28" height="24" rx="4" fill="url(#ttm)"/>` +
    `<circle cx="200" cy="560" r="12" fill="url(#ttm)"/><circle cx="240" cy="560" r="12" fill="url(#ttm)"/>` +
    `<text x="600" y="570" text-anchor="end" font-family="${FONT_SANS}" font-size="12" letter-spacing="3" fill="${lighten(w, 0.5)}">33 · 45</text>`
  return { defs, body }
}

// ---------- game console ----------

export function consoleFront(v: Variant): Art {
  const c = v.body!
  const defs = lin('gcb', shade(c, 0.15, 0.15)) + lin('gct', pair(lighten(c, 0.3), c))
  const pad = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="170" height="74" rx="12" fill="url(#gcb)" stroke="${darken(c, 0.3)}" stroke-width="2"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="150" height="54" rx="8" fill="${v.panel}"/>` +
    `<path d="M${x + 30} ${y + 30} h12 v-12 h12 v12 h12 v12 h-12 v12 h-12 v-12 h-12 Z" fill="#1a1a1a"/>` +
    `<rect x="${x + 78}" y="${y + 40}" width="16" height="6" rx="3" fill="#555"/><rect x="${x + 98}" y="${y + 40}" width="16" height="6" rx="3" fill="#555"/>` +
    `<circle cx="${x + 128}" cy="${y + 42}" r="9" fill="${v.btn}"/><circle cx="${x + 150}" cy="${y + 34}" r="9" fill="${v.btn}"/>`
  const body =
    `<path d="M320 506 C 320 540 290 540 290 560 M480 506 C 480 540 510 540 510 560" fill="none" stroke="#1a1a1a" stroke-width="4"/>` +
    `<path d="M196 330 L220 300 H580 L604 330 Z" fill="url(#gct)"/>` +
    `<rect x="196" y="330" width="408" height="176" rx="10" fill="url(#gcb)"/>` +
    `<rect x="196" y="330" width="408" height="40" fill="${darken(c, 0.25)}"/>` +
    `<rect x="300" y="306" width="200" height="18" rx="3" fill="#222"/>` +
    `<rect x="220" y="400" width="120" height="56" rx="6" fill="${darken(c, 0.12)}"/>` +
    `<rect x="236" y="420" width="36" height="16" rx="3" fill="#2a2a2a"/><rect x="286" y="420" width="36" height="16" rx="3" fill="#2a2a2a"/>` +
    `<text x="236" y="412" font-family="${FONT_SANS}" font-size="8" fill="${darken(c, 0.5)}">POWER  RESET</text>` +
    `<circle cx="232" cy="448" r="4" fill="#d33"/>` +
    rep(
      9,
      (i) =>
        `<line x1="${400 + i * 20}" y1="400" x2="${400 + i * 20}" y2="480" stroke="${darken(c, 0.25)}" stroke-width="6" stroke-linecap="round"/>`,
    ) +
    `<text x="400" y="356" text-anchor="middle" font-family="${FONT_SANS}" font-size="14" font-weight="bold" letter-spacing="4" fill="${lighten(c, 0.5)}">${v.mark}</text>` +
    pad(196, 560) +
    pad(434, 560)
  return { defs, body }
}

// ---------- laptop ----------

export function laptopFront(v: Variant): Art {
  const defs = lin('lpb', METAL[v.metal!]!, 0, 0, 1, 0.2) + screen('lps', v.s1!, v.s2!, 'lpg', 0.18, 0.5)
  const body =
    `<rect x="206" y="176" width="388" height="262" rx="14" fill="url(#lpb)"/>` +
    `<rect x="214" y="184" width="372" height="246" rx="9" fill="#0c0c0d"/>` +
    `<rect x="226" y="196" width="348" height="220" rx="3" fill="url(#lps)"/>` +
    `<rect x="226" y="196" width="348" height="16" fill="#000" opacity="0.25"/>` +
    `<rect x="256" y="236" width="170" height="112" rx="6" fill="#fff" opacity="0.92"/>` +
    `<rect x="256" y="236" width="170" height="18" rx="6" fill="#e8e8ea"/>` +
    rep(5, (i) => `<rect x="270" y="${266 + i * 14}" width="${140 - (i % 3) * 24}" height="6" rx="3" fill="#c7c9d1"/>`) +
    `<rect x="442" y="280" width="110" height="90" rx="6" fill="#1f2333" opacity="0.9"/>` +
    rep(
      4,
      (i) =>
        `<rect x="454" y="${294 + i * 16}" width="${80 - i * 12}" height="6" rx="3" fill="${['#64d2ff', '#ffd60a', '#30d158', '#ff9f0a'][i]}"/>`,
    ) +
    `<rect x="300" y="396" width="200" height="14" rx="7" fill="#fff" opacity="0.3"/>` +
    `<rect x="226" y="196" width="348" height="220" fill="url(#lpg)"/>` +
    `<path d="M150 448 L206 436 H594 L650 448 V458 Q650 466 640 466 H160 Q150 466 150 458 Z" fill="url(#lpb)"/>` +
    `<path d="M350 448 H450 Q446 456 436 456 H364 Q354 456 350 448 Z" fill="#000" opacity="0.2"/>`
  return { defs, body }
}
