import type { ReactNode } from 'react'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { GavelIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'

/** The empty state of a listing, with a way home. */
export function EmptyListing({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-card bg-white ring-1 ring-line">
      <EmptyState
        title={title}
        icon={<GavelIcon className="size-7" />}
        action={
          <InternalLink href="/" className={buttonClass('secondary')}>
            {t.common.backHome}
          </InternalLink>
        }
      >
        {children}
      </EmptyState>
    </div>
  )
}
