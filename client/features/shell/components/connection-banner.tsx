// Online/offline banners: lost connection shows for 15 s, restored for 8 s.
import { WifiIcon, WifiOffIcon } from '#client/components/ui/icons.tsx'
import { cx } from '#client/lib/cx.ts'
import { OFFLINE_BANNER_MS, ONLINE_BANNER_MS } from '#common/constants.ts'
// The core areas only, not the whole catalogue.
import * as tr from '#common/messages/core.ts'
import { useEffect, useState } from 'react'

type State = 'offline' | 'online' | null

export function ConnectionBanner() {
  const [state, setState] = useState<State>(null)
  useEffect(() => {
    const offline = () => setState('offline')
    const online = () => setState('online')
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
  useEffect(() => {
    if (!state) return
    const timer = setTimeout(() => setState(null), state === 'offline' ? OFFLINE_BANNER_MS : ONLINE_BANNER_MS)
    return () => clearTimeout(timer)
  }, [state])

  return (
    <div role="status" aria-live="assertive" className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center p-3">
      {state ? (
        <p
          className={cx(
            'pointer-events-auto flex animate-toast-in items-center gap-2.5 rounded-full px-4 py-2.5 text-sm font-semibold shadow-raised',
            state === 'offline' ? 'bg-danger-700 text-white' : 'bg-success-700 text-white',
          )}
        >
          {state === 'offline' ? <WifiOffIcon className="size-5 shrink-0" /> : <WifiIcon className="size-5 shrink-0" />}
          {state === 'offline' ? tr.common.offline : tr.common.online}
        </p>
      ) : null}
    </div>
  )
}
