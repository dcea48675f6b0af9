import { t } from '#client/i18n/tr.ts'
import { useEffect } from 'react'

const SITE = `${t.brand.name} · ${t.brand.tagline}`

/** Sets document.title to "<page> · Mezat" while the page is shown. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${t.brand.name}` : SITE
  }, [title])
}
