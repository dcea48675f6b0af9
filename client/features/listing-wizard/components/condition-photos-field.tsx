// The condition report's own photos in step 2, beside the grade and the notes: up to CONDITION_PHOTOS_MAX, apart
// from the gallery of step 4, each with a short caption saying what it shows. Made small in the browser as the
// gallery's are (resize.ts); they go up with the listing as condition_images[] (upload.ts).
import { FieldError, TextField } from '#client/components/ui/field.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { cx } from '#client/lib/cx.ts'
import { CONDITION_CAPTION_MAX, CONDITION_PHOTOS_MAX } from '#common/condition.ts'
import { conditionCaptionField } from '#common/schemas/listing.ts'
import { useId } from 'react'
import { usePhotoPicker, type Photo } from '../use-photo-picker.ts'

export type ConditionPhoto = Photo & { caption: string }

/** The captions as the form's fields, by the photo's place. */
export const captionFields = (photos: ConditionPhoto[]) =>
  Object.fromEntries(Array.from({ length: CONDITION_PHOTOS_MAX }, (_, i) => [conditionCaptionField(i + 1), photos[i]?.caption.trim() ?? '']))

type Props = {
  photos: ConditionPhoto[]
  setPhotos: (update: (p: ConditionPhoto[]) => ConditionPhoto[]) => void
  errors: Record<string, string>
}

export function ConditionPhotosField({ photos, setPhotos, errors }: Props) {
  const { inputRef, busy, add, remove } = usePhotoPicker(photos, setPhotos, CONDITION_PHOTOS_MAX, (photo) => ({ ...photo, caption: '' }))
  const id = useId()
  const error = errors.condition_images ?? errors.condition_thumbnails
  const full = photos.length >= CONDITION_PHOTOS_MAX

  const caption = (photoId: string, text: string) => setPhotos((p) => p.map((x) => (x.id === photoId ? { ...x, caption: text } : x)))

  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-describedby={`${id}-lead`}>
      <legend className="text-base font-bold text-ink">
        {tm.wizard.conditionPhotos} <span className="text-sm font-normal text-ink-muted">{tm.common.optional}</span>
      </legend>
      <p id={`${id}-lead`} className="text-sm text-ink-muted">
        {tm.wizard.conditionPhotosLead(CONDITION_PHOTOS_MAX)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          id={`${id}-file`}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => void add(e.target.files)}
          disabled={busy || full}
        />
        <label
          htmlFor={`${id}-file`}
          className={cx(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-control bg-white px-4 text-[0.9375rem] font-semibold text-brand-800 ring-1 ring-line hover:bg-slate-50',
            'has-[:focus-visible]:outline-2',
            (busy || full) && 'pointer-events-none opacity-50',
          )}
        >
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? tm.wizard.preparing : tm.wizard.addConditionPhotos}
        </label>
        <span className="text-sm font-semibold text-ink tabular" aria-live="polite">
          {tm.wizard.conditionPhotoCount(photos.length, CONDITION_PHOTOS_MAX)}
        </span>
      </div>
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
      {photos.length > 0 ? (
        <ol className="grid gap-3 sm:grid-cols-2">
          {photos.map((p, i) => (
              <li key={p.id} className="flex gap-3 rounded-control bg-white p-2 ring-1 ring-line">
                <img src={p.url} alt={`${i + 1}. ${p.name}`} className="size-20 shrink-0 rounded-control object-cover" />
                <div className="min-w-0 flex-1 space-y-1">
                  <TextField
                    label={tm.wizard.conditionCaption(i + 1)}
                    value={p.caption}
                    maxLength={CONDITION_CAPTION_MAX}
                    placeholder={tm.wizard.conditionCaptionPlaceholder}
                    onChange={(e) => caption(p.id, e.target.value)}
                    error={errors[conditionCaptionField(i + 1)]}
                  />
                  <button type="button" className="text-sm font-semibold text-danger-700 underline" onClick={() => remove(p.id)}>
                    {tm.wizard.removeConditionPhoto(i + 1)}
                  </button>
                </div>
              </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  )
}
