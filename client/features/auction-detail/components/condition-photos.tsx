// The condition report's photos on the lot (docs/storefront.md "Condition report"): thumbnails with the seller's
// captions, each opening the large photo dialog on the report's own photos. Its own chunk, loaded only for a
// lot that has them (lot-facts.tsx), and the thumbnails load as they near the screen.
import { trCondition } from '#client/i18n/tr-condition.ts'
import type { ConditionPhoto } from '#common/schemas/answers-storefront.ts'
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import { Suspense, useState } from 'react'

// The dialog's own chunk, as the gallery's (zoom-dialog.tsx): importing that stub from here would split it out of
// the lot page's first-visit chunk into a file of its own.
const ZoomDialogView = lazyPiece(() => import('./zoom-dialog-view.tsx'))

type ConditionPhotosProps = { photos: ConditionPhoto[]; name: string }

export default function ConditionPhotos({ photos, name }: ConditionPhotosProps) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <p className="mt-2 text-xs font-semibold text-ink-muted">{trCondition.photos(photos.length)}</p>
      <ul className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="condition-photos">
        {photos.map((p, i) => (
          <li key={p.public_url + i}>
            <figure>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={trCondition.open(i + 1, p.caption)}
                className="block w-full overflow-hidden rounded-control bg-slate-100 ring-1 ring-line hover:ring-brand-500"
              >
                <img src={p.thumbnail_url} alt="" loading="lazy" decoding="async" width={200} height={200} className="aspect-square w-full object-cover" />
              </button>
              {p.caption ? <figcaption className="mt-1 text-xs leading-snug text-ink">{p.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <ZoomDialogView photos={photos} name={trCondition.dialogName(name)} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
