// The short aydınlatma (KVKK m.10) beside every form that collects personal data: what is collected there,
// why and on which legal ground, with a link to the full text editors keep as a content page. One component
// and one catalogue (common/messages/aydinlatma.ts) for every collection point; it asks for nothing, since
// consent is asked apart and only where no other ground applies (docs/privacy.md).
import { ShieldIcon } from '#client/components/ui/icons.tsx'
import { cx } from '#client/lib/cx.ts'
import { AYDINLATMA_PATH, collectionNotice, type CollectionPoint } from '#common/messages/aydinlatma.ts'

export function CollectionNotice({ point, className }: { point: CollectionPoint; className?: string }) {
  return (
    <aside
      aria-label={collectionNotice.title}
      data-collection-notice={point}
      className={cx('flex gap-2.5 rounded-control bg-slate-50 px-3 py-2.5 text-xs leading-5 text-ink-muted ring-1 ring-line', className)}
    >
      <ShieldIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <p>
        {collectionNotice.points[point]} {collectionNotice.linkLead}{' '}
        {/* A new tab: following it must not lose what the form already holds. */}
        <a href={AYDINLATMA_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
          {collectionNotice.link}
        </a>
        .
      </p>
    </aside>
  )
}
