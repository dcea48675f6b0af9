// The seller's description: sanitised on the server when stored and again here with DOMPurify
// before it reaches the DOM, both under the one HTML policy (common/html-policy.ts). DOMPurify (about
// 9 KB gzip) loads with the first description shown, not with the page's first visit; until it
// arrives the box keeps its place empty and no unsanitised HTML is ever rendered.
import { useEffect, useState } from 'react'

let policy: Promise<typeof import('#client/lib/html.ts')> | null = null
const loadPolicy = () => (policy ??= import('#client/lib/html.ts'))

export function Description({ html, empty }: { html: string; empty: string }) {
  const [clean, setClean] = useState<{ html: string; clean: string } | null>(null)
  useEffect(() => {
    let live = true
    void loadPolicy().then(({ purifyHtml }) => live && setClean({ html, clean: purifyHtml(html) }))
    return () => {
      live = false
    }
  }, [html])
  if (clean?.html !== html) return <div className="min-h-24" aria-busy="true" />
  if (!clean.clean.trim()) return <p className="text-sm text-ink-muted">{empty}</p>
  return (
    <div
      className="max-w-none space-y-3 text-[0.9375rem] leading-7 text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_img]:max-w-full [&_img]:rounded-lg [&_li]:ml-5 [&_ol]:list-decimal [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: clean.clean }}
    />
  )
}
