// Shows member and editor HTML (descriptions, contracts, support posts, blog sections) after the
// browser pass of the one HTML policy (client/lib/html.ts, DOMPurify; docs/html-policy.md).
import { cx } from '#client/lib/cx.ts'
import { purifyHtml } from '#client/lib/html.ts'
import { useMemo } from 'react'

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyHtml(html), [html])
  return (
    <div
      className={cx(
        'space-y-3 text-sm leading-6 text-ink-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-bold [&_h1]:text-ink [&_h2]:text-base [&_h2]:font-bold [&_h2]:text-ink [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:text-ink [&_ul]:list-disc',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
