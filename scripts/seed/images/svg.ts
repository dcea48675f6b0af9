// Small SVG helpers for the demo catalogue pictures (scripts/seed/make-images.ts).
// Everything is plain strings: no DOM, no dependencies, so the files stay a few kB each.

export type Stop = readonly [number, string] | readonly [number, string, number]

/** Rounds to one decimal so the files stay small. */
export const n = (x: number) => Math.round(x * 10) / 10

const stops = (s: readonly Stop[]) =>
  s.map((p) => `<stop offset="${p[0]}" stop-color="${p[1]}"${p[2] == null ? '' : ` stop-opacity="${p[2]}"`}/>`).join('')

/** Linear gradient in bounding-box units; default top to bottom. */
export const lin = (id: string, s: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(s)}</linearGradient>`

/** Radial gradient in bounding-box units. */
export const rad = (id: string, s: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(s)}</radialGradient>`

/** Directions for lin(): from the top-left corner to the bottom-right one, and from left to right. */
export const DIAGONAL = [0, 0, 1, 1] as const
export const ACROSS = [0, 0, 1, 0] as const

/** Two stops: a at the start, b at the end. */
export const pair = (a: string, b: string): Stop[] => [
  [0, a],
  [1, b],
]

/** A colour lit at the start and shaded at the end; with `mid`, the colour itself stands there. */
export const shade = (c: string, light: number, dark: number, mid?: number): Stop[] =>
  mid == null
    ? [
        [0, lighten(c, light)],
        [1, darken(c, dark)],
      ]
    : [
        [0, lighten(c, light)],
        [mid, c],
        [1, darken(c, dark)],
      ]

/** A colour at opacity o fading to clear at the end (or already at `until`). */
export const glow = (c: string, o: number, until?: number): Stop[] =>
  until == null
    ? [
        [0, c, o],
        [1, c, 0],
      ]
    : [
        [0, c, o],
        [until, c, 0],
        [1, c, 0],
      ]

/** A rounded surface lit from the front: its two edges darkened by `edge` and `edge2`, its middle lightened by
 * `light`; with `flat`, the colour itself stands at those two offsets between. */
export const rounded = (c: string, edge: number, light: number, edge2: number, flat?: readonly [number, number]): Stop[] =>
  flat == null
    ? [
        [0, darken(c, edge)],
        [0.5, lighten(c, light)],
        [1, darken(c, edge2)],
      ]
    : [
        [0, darken(c, edge)],
        [flat[0], c],
        [0.5, lighten(c, light)],
        [flat[1], c],
        [1, darken(c, edge2)],
      ]

/** A band of colour c at opacity o across the middle, clear at both ends. */
export const sheen = (c: string, o: number): Stop[] => [
  [0, c, 0],
  [0.5, c, o],
  [1, c, 0],
]

/** One colour at several opacities along the gradient: [offset, opacity] pairs. */
export const alpha = (c: string, ...at: readonly (readonly [number, number])[]): Stop[] => at.map(([o, a]) => [o, c, a])

/** Metals as gradient stops (light, mid, highlight, shade). */
export const METAL: Record<string, readonly Stop[]> = {
  steel: [
    [0, '#f5f7f9'],
    [0.35, '#a9b1ba'],
    [0.55, '#eef1f4'],
    [0.8, '#7d8791'],
    [1, '#c3cad1'],
  ],
  chrome: [
    [0, '#ffffff'],
    [0.3, '#b8c0c8'],
    [0.5, '#f7f9fb'],
    [0.75, '#6f7a85'],
    [1, '#d5dbe0'],
  ],
  gold: [
    [0, '#fff4c8'],
    [0.3, '#d9ad45'],
    [0.55, '#fbe39a'],
    [0.8, '#a67a22'],
    [1, '#e7c46a'],
  ],
  rose: [
    [0, '#fde3d6'],
    [0.3, '#d99a80'],
    [0.55, '#f8d2c0'],
    [0.8, '#a8664f'],
    [1, '#e3ae98'],
  ],
  silver: [
    [0, '#fbfbfa'],
    [0.3, '#b9b9b4'],
    [0.55, '#f2f2ee'],
    [0.8, '#85857f'],
    [1, '#cfcfca'],
  ],
  brass: [
    [0, '#f6e3a6'],
    [0.3, '#c4993f'],
    [0.55, '#f1d98f'],
    [0.8, '#876321'],
    [1, '#d6b25c'],
  ],
  copper: [
    [0, '#fbd2b4'],
    [0.3, '#c8703a'],
    [0.55, '#f3b58a'],
    [0.8, '#8a4019'],
    [1, '#d98a55'],
  ],
  bronze: [
    [0, '#e9c99a'],
    [0.3, '#9b6a35'],
    [0.55, '#d7a868'],
    [0.8, '#5e3e1b'],
    [1, '#b58a52'],
  ],
  black: [
    [0, '#5b6066'],
    [0.3, '#1d2024'],
    [0.55, '#45494f'],
    [0.8, '#0d0f11'],
    [1, '#2a2d31'],
  ],
}

/** Studio backdrops: top, sweep, floor. */
export const BACKDROP: Record<string, readonly [string, string, string]> = {
  warm: ['#f7f2eb', '#ece3d6', '#d9ccba'],
  cool: ['#f0f3f6', '#e0e6ec', '#c8d2db'],
  sage: ['#f0f2ec', '#e0e6d9', '#c9d2bf'],
  blush: ['#f7f0ee', '#ecdfdb', '#d9c5bf'],
  sand: ['#f6f0e4', '#eae0cc', '#d5c6aa'],
  stone: ['#f3f3f1', '#e4e3df', '#cccac4'],
  velvet: ['#3d4654', '#2b323d', '#1b2028'],
  plum: ['#4a3a48', '#352934', '#221a22'],
}

export const FONT_SANS = "'Helvetica Neue',Helvetica,Arial,'Noto Sans',sans-serif"
export const FONT_SERIF = "Georgia,'Times New Roman','Noto Serif',serif"

export const svgDoc = (w: number, h: number, defs: string, body: string, title?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
  (title ? `<title>${esc(title)}</title>` : '') +
  `<defs>${defs}</defs>${body}</svg>\n`

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A soft studio backdrop (gradient sweep plus a light spot) for a w×h picture. */
export function studio(w: number, h: number, key: string, floorAt = 0.64): { defs: string; body: string } {
  const [top, mid, floor] = BACKDROP[key] ?? BACKDROP.warm!
  const dark = key === 'velvet' || key === 'plum'
  const defs =
    lin('bg', [
      [0, top],
      [floorAt, mid],
      [floorAt + 0.06, mid],
      [1, floor],
    ]) +
    rad(
      'spot',
      [
        [0, '#ffffff', dark ? 0.16 : 0.6],
        [1, '#ffffff', 0],
      ],
      0.5,
      0.36,
      0.62,
    ) +
    rad(
      'vig',
      [
        [0.55, '#000000', 0],
        [1, '#000000', dark ? 0.35 : 0.1],
      ],
      0.5,
      0.5,
      0.75,
    ) +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="16"/></filter>`
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#spot)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>`
  return { defs, body }
}

/** A blurred contact shadow on the floor. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, o = 0.28) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#1a1208" opacity="${o}" filter="url(#blur)"/>`

/** Points of a regular polygon / star as an SVG points string. */
export function star(cx: number, cy: number, r1: number, r2: number, count: number, rot = -90) {
  const pts: string[] = []
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2
    const a = ((rot + (i * 180) / count) * Math.PI) / 180
    pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`)
  }
  return pts.join(' ')
}

/** Point on a circle, angle in degrees (0 = 12 o'clock, clockwise). */
export const clock = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const a = ((deg - 90) * Math.PI) / 180
  return [n(cx + r * Math.cos(a)), n(cy + r * Math.sin(a))]
}

/** Repeats fn for i = 0..count-1 and joins the strings. */
export const rep = (count: number, fn: (i: number) => string) => Array.from({ length: count }, (_, i) => fn(i)).join('')

/** Mixes two #rrggbb colours; t = 0 gives a. */
export function mix(a: string, b: string, t: number) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16))
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16))
  return (
    '#' +
    pa
      .map((v, i) =>
        Math.round(v + (pb[i]! - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}
export const darken = (c: string, t: number) => mix(c, '#000000', t)
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
