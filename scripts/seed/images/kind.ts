// What a kind of item needs to be drawn in its four catalogue views.
import { FONT_SANS, n, shadow, studio, svgDoc } from './svg.ts'

export type View = 'front' | 'angle' | 'detail' | 'back'
export const VIEWS: readonly View[] = ['front', 'angle', 'detail', 'back']

/** A colourway of a kind: its key (used in file names), the backdrop and the colours the drawing reads. */
export type Variant = { key: string; bg: string } & Record<string, string>

export interface Art {
  defs: string
  body: string
}

/** How a kind is drawn: functions of its family file (tech.ts, home.ts ...); the colourways they read are in kinds.ts. */
export interface Drawing {
  front: (v: Variant) => Art
  /** Back, underside or label side; without it the back view is a measurement shot. */
  back?: (v: Variant) => Art
  /** Own three-quarter view; without it the front is turned with a transform. */
  angleArt?: (v: Variant) => Art
}

/** How the studio photographs a kind: where its front drawing stands and how each view frames it. */
export interface Framing {
  /** Bounding box of the front drawing in the 800×800 canvas. */
  box: readonly [number, number, number, number]
  focal: readonly [number, number]
  zoom: number
  angle: 'turn' | 'tilt' | 'floor' | 'lean'
  /** Width and height labels for the measurement shot, e.g. ['42 mm', '50 mm']. */
  dims: readonly [string, string]
  /** Enlarges every drawing of the kind about the centre (box is given unscaled). */
  scale?: number
}

export interface Kind {
  key: string
  /** Turkish name, used for the <title> of the file. */
  label: string
  variants: Variant[]
  draw: Drawing
  frame: Framing
}

const SIZE = 800

const scaledBox = (k: Kind) => k.frame.box.map((c) => 400 + (c - 400) * (k.frame.scale ?? 1)) as unknown as Framing['box']

function baseShadow(k: Kind, scale = 1) {
  const [x1, , x2, y2] = scaledBox(k)
  const w = (x2 - x1) * scale
  return shadow(400 + ((x1 + x2) / 2 - 400) * scale, 400 + (y2 - 400) * scale + 6, w * 0.46, 22)
}

const ANGLE: Record<Framing['angle'], string> = {
  turn: 'translate(400 410) rotate(-7) scale(0.84 1) skewY(-8) translate(-400 -410)',
  tilt: 'translate(400 430) scale(1 0.6) rotate(-20) translate(-400 -400)',
  floor: 'translate(400 440) scale(1 0.52) rotate(-32) translate(-400 -400)',
  lean: 'translate(400 660) rotate(-9) translate(-400 -660)',
}

/** Measurement shot: the item a little smaller with width and height lines. */
function measured(k: Kind, art: Art, dark: boolean): string {
  const s = 0.74
  const [x1, y1, x2, y2] = scaledBox(k)
  const X = (x: number) => n(400 + (x - 400) * s - 40)
  const Y = (y: number) => n(400 + (y - 400) * s - 10)
  const c = dark ? '#e8e4dc' : '#5a5248'
  const by = Y(y2) + 34
  const rx = X(x2) + 34
  const tick = (x: number, y: number, h: boolean) =>
    h ? `<line x1="${x}" y1="${y - 9}" x2="${x}" y2="${y + 9}"/>` : `<line x1="${x - 9}" y1="${y}" x2="${x + 9}" y2="${y}"/>`
  const label = (x: number, y: number, t: string, rot = 0) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})"><rect x="${-(t.length * 7.2 + 14) / 2}" y="-15" width="${t.length * 7.2 + 14}" height="26" rx="13" fill="#fff" opacity="0.92"/><text y="4" text-anchor="middle" font-family="${FONT_SANS}" font-size="14" font-weight="600" fill="#5a5248">${t}</text></g>`
  return (
    shadow(400 + ((x1 + x2) / 2 - 400) * s - 40, Y(y2) + 6, (x2 - x1) * s * 0.46, 18) +
    `<g transform="translate(-40 -10) translate(400 400) scale(${s}) translate(-400 -400)">${art.body}</g>` +
    `<g stroke="${c}" stroke-width="2" fill="none" opacity="0.85">` +
    `<line x1="${X(x1)}" y1="${by}" x2="${X(x2)}" y2="${by}" stroke-dasharray="2 5"/>` +
    tick(X(x1), by, true) +
    tick(X(x2), by, true) +
    `<line x1="${rx}" y1="${Y(y1)}" x2="${rx}" y2="${Y(y2)}" stroke-dasharray="2 5"/>` +
    tick(rx, Y(y1), false) +
    tick(rx, Y(y2), false) +
    `</g>` +
    label((X(x1) + X(x2)) / 2, by, k.frame.dims[0]) +
    label(rx, (Y(y1) + Y(y2)) / 2, k.frame.dims[1], -90)
  )
}

/** One finished SVG file for a kind, colourway and view. */
export function render(k: Kind, v: Variant, view: View): string {
  const bg = studio(SIZE, SIZE, v.bg)
  const big = (a: Art): Art =>
    k.frame.scale
      ? { defs: a.defs, body: `<g transform="translate(400 400) scale(${k.frame.scale}) translate(-400 -400)">${a.body}</g>` }
      : a
  const front = big(k.draw.front(v))
  let defs = bg.defs + front.defs
  let body = bg.body
  if (view === 'front') {
    body += baseShadow(k) + front.body
  } else if (view === 'angle') {
    if (k.draw.angleArt) {
      const a = big(k.draw.angleArt(v))
      defs = bg.defs + a.defs
      body += a.body
    } else {
      body += baseShadow(k, 0.92) + `<g transform="${ANGLE[k.frame.angle]}">${front.body}</g>`
    }
  } else if (view === 'detail') {
    const [fx, fy] = k.frame.focal.map((c) => n(400 + (c - 400) * (k.frame.scale ?? 1))) as [number, number]
    body +=
      `<g transform="translate(400 400) scale(${k.frame.zoom}) translate(${-fx} ${-fy})">${baseShadow(k)}${front.body}</g>` +
      `<rect width="800" height="800" fill="url(#vig)"/>`
  } else if (k.draw.back) {
    const b = big(k.draw.back(v))
    defs = bg.defs + b.defs
    body += baseShadow(k) + b.body
  } else {
    body += measured(k, front, v.bg === 'velvet' || v.bg === 'plum')
  }
  const viewName = { front: 'önden', angle: 'yandan', detail: 'yakın çekim', back: k.draw.back ? 'arkadan' : 'ölçüler' }[view]
  return svgDoc(SIZE, SIZE, defs, body, `${k.label}: ${viewName}`)
}
