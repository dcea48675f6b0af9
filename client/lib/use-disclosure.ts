// A button that shows and hides a panel (a ticket's replies, a lot's questions): the button says whether the
// panel is open and which one it controls, the panel is hidden (not just invisible) while closed.
import { useId, useState } from 'react'

export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen)
  const panelId = useId()
  return {
    open,
    /** Spread on the <button type="button">. */
    button: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((o) => !o) },
    /** Spread on the panel. */
    panel: { id: panelId, hidden: !open },
  }
}
