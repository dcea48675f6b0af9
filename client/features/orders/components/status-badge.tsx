import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx'

/** The order's status label (the server's status_text) in a colour by stage: waiting, on the way, done, return, cancelled. */
export function StatusBadge({ status, text, cancelled }: { status: number; text: string; cancelled: boolean }) {
  const tone: BadgeTone = cancelled ? 'danger' : status === 0 ? 'accent' : status <= 3 ? 'brand' : status <= 5 ? 'success' : 'neutral'
  return <Badge tone={tone}>{text}</Badge>
}
