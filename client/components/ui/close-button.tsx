// The round × that closes a notice, a prompt or a popup: a real button with its own label (the icon says
// nothing to a screen reader); its size and colours stay the caller's, where it sits differs each time.
import { CloseIcon } from './icons.tsx'

export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <CloseIcon className="size-4" />
    </button>
  )
}
