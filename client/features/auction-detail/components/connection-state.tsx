// Whether the bid box is live, beside the clock: "Canlı" while the room is heard, and
// for as long as the socket is down "Bağlantı yok, fiyat güncel olmayabilir" with the time of the last
// update. Changes are announced politely; the first connection is not (the page's data is fresh then).
import { WifiOffIcon } from '#client/components/ui/icons.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { toWireTime } from '#common/time.ts'
import { useEffect, useRef, useState } from 'react'
import type { LiveStatus } from '../use-auction-live.ts'

export type ConnectionStateProps = { status: LiveStatus; lastUpdate: number; compact?: boolean }

const clockTime = (ms: number) => toWireTime(ms).slice(11) // "14:05:09", Istanbul

export function ConnectionState({ status, lastUpdate, compact }: ConnectionStateProps) {
  // What the screen reader hears: the loss, and the return only after a loss.
  const [said, setSaid] = useState('')
  const wasDown = useRef(false)
  useEffect(() => {
    if (status === 'down') {
      wasDown.current = true
      setSaid(td.connection.offline)
    } else if (status === 'live' && wasDown.current) {
      wasDown.current = false
      setSaid(td.connection.liveBack)
    }
  }, [status])

  if (compact)
    return status === 'down' ? (
      <span className="inline-flex items-center gap-1 rounded-full bg-danger-700 px-2 py-0.5 text-[0.6875rem] font-bold text-white" data-testid="connection-state-compact">
        <WifiOffIcon className="size-3.5" />
        {td.connection.offlineShort}
      </span>
    ) : null

  return (
    <div data-testid="connection-state" data-status={status}>
      {status === 'live' ? (
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-success-800">
          <span className="size-2 animate-pulse rounded-full bg-success-600" aria-hidden="true" />
          {td.connection.live}
        </p>
      ) : status === 'down' ? (
        <div className="flex items-start gap-2 rounded-control bg-danger-50 px-3 py-2 text-danger-800 ring-1 ring-danger-100">
          <WifiOffIcon className="mt-0.5 size-4 shrink-0" />
          <p className="text-xs leading-5">
            <span className="block font-bold">{td.connection.offline}</span>
            <span className="tabular">{td.connection.lastUpdate(clockTime(lastUpdate))}</span>
          </p>
        </div>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  )
}
