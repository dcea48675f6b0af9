// Drawing parts that several kinds share, called with each kind's own sizes and colours.
import { DIAGONAL, lin, rep, type Stop } from './svg.ts'

/** A metal rim as two gradients: `id` lit from the top left, `${id}2` from the bottom right (its inner edge). */
export const rim = (id: string, metal: readonly Stop[]) => lin(id, metal, ...DIAGONAL) + lin(`${id}2`, metal, 1, 1, 0, 0)

/** Wood grain: `count` thin dark curves side by side, `step` apart, each through the four points xs/ys. */
export const woodGrain = (count: number, step: number, xs: readonly number[], ys: readonly number[], colour: string) =>
  rep(
    count,
    (i) =>
      `<path d="M${xs[0]! + i * step} ${ys[0]} C ${xs[1]! + i * step} ${ys[1]} ${xs[2]! + i * step} ${ys[2]} ${xs[3]! + i * step} ${ys[3]}" fill="none" stroke="${colour}" stroke-width="1" opacity="0.3"/>`,
  )

/** A record's grooves: `count` faint white rings about (cx, cy), radius and opacity by ring. */
export const grooves = (
  cx: number,
  cy: number,
  count: number,
  radius: (i: number) => number,
  width: number,
  opacity: (i: number) => number,
) =>
  rep(
    count,
    (i) => `<circle cx="${cx}" cy="${cy}" r="${radius(i)}" fill="none" stroke="#fff" stroke-width="${width}" opacity="${opacity(i)}"/>`,
  )
