// The routes' search rules by hand (client/lib/search-params.ts) read every value as the zod rules they
// replace read it (`.catch()`, `.default()`, `z.coerce.number().int()`), for any value the router can hand
// them: strings, numbers, booleans, null, objects, arrays, undefined.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { integer, oneOf, text, textOrNumber } from '../../client/lib/search-params.ts'

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ maxLength: 3 }).map((s) => ` ${s} `),
  fc.integer(),
  fc.double(),
  fc.constantFrom('', '1', '2', '-1', '0', '1.5', '12abc', ' 3 ', 'open', 'past', 'all', 'yes', 'no', 'member', 'editor', true, false, null, undefined, [], {}),
  fc.constant('x'.repeat(256)),
  fc.array(fc.integer(), { maxLength: 2 }),
)
const same = (hand: (v: unknown) => unknown, rule: z.ZodType) =>
  fc.assert(
    fc.property(anyValue, (v) => {
      expect(hand(v), JSON.stringify(v)).toEqual(rule.parse(v))
    }),
    { numRuns: 2_000 },
  )

describe('search rules by hand', () => {
  it('texts: .max(n).catch(undefined), with .trim(), with a default', () => {
    same((v) => text(v), z.string().optional().catch(undefined))
    same((v) => text(v, 255) ?? '', z.string().max(255).catch('').default(''))
    same((v) => text(v, 200, true), z.string().trim().max(200).optional().catch(undefined))
    same((v) => textOrNumber(v), z.union([z.string(), z.number()]).transform(String).optional().catch(undefined))
  })

  it('one of a list, with or without a default', () => {
    same((v) => oneOf(v, ['open', 'past'] as const) ?? 'open', z.enum(['open', 'past']).catch('open').default('open'))
    same((v) => oneOf(v, ['all', 'member', 'editor'] as const), z.enum(['all', 'member', 'editor']).optional().catch(undefined))
  })

  it('integers as z.coerce.number().int() reads them, within bounds', () => {
    same((v) => integer(v), z.coerce.number().int().optional().catch(undefined))
    same((v) => integer(v, 1), z.coerce.number().int().min(1).optional().catch(undefined))
    same((v) => integer(v, 1), z.coerce.number().int().positive().optional().catch(undefined))
    same((v) => integer(v, -1, 5), z.coerce.number().int().min(-1).max(5).optional().catch(undefined))
    same((v) => (v === undefined ? undefined : (integer(v, 1) ?? 1)), z.coerce.number().int().min(1).catch(1).optional())
  })
})
