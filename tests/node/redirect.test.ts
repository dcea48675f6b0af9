// Where login and registration send a member afterwards (client/features/auth/safe-redirect.ts): a path of this
// site, such as the lot a guest wanted to bid on, and nothing that leaves it.
import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../client/features/auth/safe-redirect.ts'

describe('safeRedirect', () => {
  it('follows a path of this site, with its query and fragment', () => {
    expect(safeRedirect('/mezat/gumus-tabaka')).toBe('/mezat/gumus-tabaka')
    expect(safeRedirect('/arama?q=saat#sonuc')).toBe('/arama?q=saat#sonuc')
  })

  it('ignores anything that could leave the site or is not a path', () => {
    for (const bad of [
      undefined,
      '',
      'mezat/x',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /mezat/x',
    ])
      expect(safeRedirect(bad), JSON.stringify(bad)).toBeUndefined()
  })
})
