// Step 4: 4–10 photos, made small in the browser as they are chosen; the first
// one is the showcase image and any other can be moved there.
import { Button } from '#client/components/ui/button.tsx'
import { FieldError } from '#client/components/ui/field.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { cx } from '#client/lib/cx.ts'
import { PHOTOS_MAX } from '#common/constants.ts'
import { useId } from 'react'
import { usePhotoPicker, type Photo } from '../use-photo-picker.ts'


const ACCEPT = 'image/jpeg,image/png,image/webp'

export function PhotoStep({
  photos,
  setPhotos,
  error,
}: {
  photos: Photo[]
  setPhotos: (update: (p: Photo[]) => Photo[]) => void
  error?: string | undefined
}) {
  const { inputRef, busy, add, remove } = usePhotoPicker(photos, setPhotos, PHOTOS_MAX, (photo) => photo)
  const errorId = useId()
  const cover = (id: string) => setPhotos((p) => [...p.filter((x) => x.id === id), ...p.filter((x) => x.id !== id)])

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{tm.wizard.photosLead}</p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          id="foto-sec"
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => void add(e.target.files)}
          disabled={busy || photos.length >= PHOTOS_MAX}
        />
        <label
          htmlFor="foto-sec"
          className={cx(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-control bg-brand-700 px-4 text-[0.9375rem] font-semibold text-white shadow-sm hover:bg-brand-800',
            'has-[:focus-visible]:outline-2',
            (busy || photos.length >= PHOTOS_MAX) && 'pointer-events-none opacity-50',
          )}
        >
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? tm.wizard.preparing : tm.wizard.addPhotos}
        </label>
        <span className="text-sm font-semibold text-ink tabular" aria-live="polite">
          {tm.wizard.photoCount(photos.length)}
        </span>
      </div>
      <FieldError id={error ? errorId : undefined} message={error} />
      {photos.length > 0 ? (
        <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {photos.map((p, i) => (
            <li key={p.id} className="relative overflow-hidden rounded-control bg-slate-100 ring-1 ring-line">
              <img src={p.url} alt={`${i + 1}. ${p.name}`} className="aspect-square w-full object-cover" />
              {i === 0 ? (
                <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-900 px-2 py-0.5 text-[0.6875rem] font-bold text-white">
                  {tm.wizard.cover}
                </span>
              ) : null}
              {/* ✕ in its own corner and "Vitrin yap" across the bottom: on a phone's 3-column grid they
                  shared one row and the label hid the ✕. */}
              <button
                type="button"
                className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-danger-700 text-sm font-bold text-white shadow-md hover:bg-danger-800"
                aria-label={tm.wizard.removePhoto(i + 1)}
                onClick={() => remove(p.id)}
              >
                ✕
              </button>
              {i > 0 ? (
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 p-1.5">
                  <Button size="sm" variant="secondary" className="h-7 w-full px-1 text-xs" onClick={() => cover(p.id)}>
                    {tm.wizard.moveFirst}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
