// The realtime hooks every page needs, mounted once in the root layout: the private user channel (bell and
// cart counts). Its announcements go to a polite live region, since a count changing on an icon is not
// read out by screen readers. The live stream areas open their own channels (client/features/live).
import { useUserChannel } from './use-user-channel.ts'

export function RealtimeProvider() {
  const { announcement } = useUserChannel()
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  )
}
