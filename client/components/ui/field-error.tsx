// A field's error under its control (field.tsx's fields draw it too). A module of its own: the lot page's bid
// box shows it, and the lot page's first visit need not carry every form field (docs/first-visit.md).
import { ErrorCircleIcon } from './icons.tsx'

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!id || !message) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1 text-sm font-medium text-danger-700">
      <ErrorCircleIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  )
}
