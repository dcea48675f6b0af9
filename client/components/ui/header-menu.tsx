// A menu of the header (categories, the member's account): the button, its turning chevron, and the panel,
// whose content is made only while it is open when `children` asks for `open` (useMenu: how it closes).
import { cx } from '#client/lib/cx.ts'
import { useMenu } from '#client/lib/use-menu.ts'
import type { ReactNode } from 'react'
import { ChevronDownIcon } from './icons.tsx'

type Props = {
  label: ReactNode
  buttonClassName: string
  chevronClassName?: string
  panelClassName: string
  children: (state: { open: boolean; pathname: string }) => ReactNode
}

export function HeaderMenu({ label, buttonClassName, chevronClassName, panelClassName, children }: Props) {
  const { open, pathname, wrap, button, panel } = useMenu()
  return (
    <div ref={wrap} className="relative">
      <button type="button" {...button} className={buttonClassName}>
        {label}
        <ChevronDownIcon className={cx('size-4 transition-transform', chevronClassName, open && 'rotate-180')} />
      </button>
      <div {...panel} className={panelClassName}>
        {children({ open, pathname })}
      </div>
    </div>
  )
}
