// The browser reads a refusal's body by hand (client/lib/api.ts readErrorBody) as the shared ErrorBody schema
// reads it: the same body or none, for any value a server could send.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readErrorBody } from '../../client/lib/api.ts'
import { ErrorBody } from '../../common/errors.ts'

const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.boolean())
const errors = fc.oneof(
  fc.dictionary(fc.string(), fc.array(fc.string(), { maxLength: 3 })),
  fc.dictionary(fc.string(), fc.array(value, { maxLength: 2 })),
  fc.array(fc.array(fc.string())),
  value,
)
const body = fc.oneof(
  fc.record({ message: fc.string(), errors, verify_url: value }, { requiredKeys: ['message'] }),
  fc.record({ message: value, errors, extra: value }, { requiredKeys: [] }),
  value,
  fc.array(value),
)

describe('readErrorBody', () => {
  it('gives what ErrorBody.safeParse gives, or null where it fails', () => {
    fc.assert(
      fc.property(body, (b) => {
        const parsed = ErrorBody.safeParse(b)
        expect(readErrorBody(b), JSON.stringify(b)).toEqual(parsed.success ? parsed.data : null)
      }),
      { numRuns: 3_000 },
    )
    expect(readErrorBody({ message: 'Hata', errors: { amount: ['Tutar düşük'] }, verify_url: '/u/hesapbilgilerim', x: 1 })).toEqual({
      message: 'Hata',
      errors: { amount: ['Tutar düşük'] },
      verify_url: '/u/hesapbilgilerim',
    })
  })
})
