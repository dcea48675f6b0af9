// Turnstile's widget in a form (docs/operations.md "Turnstile"): the script named by GET /api/humancheck
// (Cloudflare's in production, the local stand-in in development) is loaded once, when a form that needs
// it first shows; the token it hands back goes with the form in `cf-turnstile-response`. The box keeps its
// height while loading, so the form below does not jump.
import { t } from '#client/i18n/tr.ts'
import { api } from '#client/lib/api.ts'
import { HumanCheckConfig } from '#common/schemas/human-check.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

type Options = {
  sitekey: string
  language: string
  callback: (token: string) => void
  'expired-callback': () => void
  'error-callback': () => void
}
type Turnstile = { render: (el: HTMLElement, o: Options) => string; remove: (id: string) => void }

const humanCheckQuery = () =>
  queryOptions({
    queryKey: ['humancheck'],
    queryFn: ({ signal }) => api.get('/api/humancheck', HumanCheckConfig, { signal }),
    staleTime: 60 * 60_000,
  })

let script: Promise<Turnstile> | null = null
function loadScript(src: string): Promise<Turnstile> {
  script ??= new Promise<Turnstile>((resolve, reject) => {
    const el = document.createElement('script')
    el.src = src
    el.async = true
    el.onload = () => {
      const ts = (window as unknown as { turnstile?: Turnstile }).turnstile
      if (ts) resolve(ts)
      else reject(new Error('turnstile missing'))
    }
    el.onerror = () => {
      script = null
      reject(new Error('turnstile script failed'))
    }
    document.head.appendChild(el)
  })
  return script
}

/** The widget; `onToken` gets the token, or null when it expires or fails. `error`: the server's sentence. */
export function HumanCheck({ onToken, error }: { onToken: (token: string | null) => void; error?: string | undefined }) {
  const { data } = useQuery(humanCheckQuery())
  const box = useRef<HTMLDivElement>(null)
  const latest = useRef(onToken)
  latest.current = onToken
  const [broken, setBroken] = useState(false)
  useEffect(() => {
    if (!data || !box.current) return
    let id: string | null = null
    let gone = false
    loadScript(data.script_url)
      .then((ts) => {
        if (gone || !box.current) return
        id = ts.render(box.current, {
          sitekey: data.site_key,
          language: 'tr',
          callback: (token) => latest.current(token),
          'expired-callback': () => latest.current(null),
          'error-callback': () => latest.current(null),
        })
      })
      .catch(() => setBroken(true))
    return () => {
      gone = true
      if (id) void loadScript(data.script_url).then((ts) => ts.remove(id!))
    }
  }, [data])
  return (
    <div className="space-y-1">
      <div ref={box} className="min-h-[65px]" data-testid="human-check" />
      {broken ? <p className="text-sm text-neutral-600">{t.auth.humanCheckUnavailable}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
