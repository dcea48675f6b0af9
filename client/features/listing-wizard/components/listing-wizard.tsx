// The seller's wizard /satisyap: steps 1–4 here, each checked with
// the shared listing schema before moving on; "Kaydet" on step 4 opens a confirm dialog, then the
// listing goes up as multipart with upload progress, and the summary (step 5) takes over.
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { isApiError } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import { formatLira2 } from '#common/money.ts'
import type { Category } from '#common/schemas/answers.ts'
import { conditionPhotoIssues, parsePriceKurus, photoCountIssue, type Brand, type PropertyGroup } from '#common/schemas/listing.ts'
import { useMemo, useRef, useState } from 'react'
import {
  choiceOf,
  contextOf,
  descriptionHtml,
  initialValues,
  localInput,
  roundedNow,
  stepIssues,
  stepOfField,
  type Step,
  type Values,
} from '../model.ts'
import { addAuction } from '../upload.ts'
import { isCulturalCategory } from '#common/lot-law.ts'
import { CONDITION_PHOTOS_MAX } from '#common/condition.ts'
import { captionFields, ConditionPhotosField, type ConditionPhoto } from './condition-photos-field.tsx'
import { DeclarationsStep } from './declarations-step.tsx'
import { PhotoStep } from './photo-step.tsx'
import type { Photo } from '../use-photo-picker.ts'
import { CategoryStep, DetailsStep, PricesStep } from './steps.tsx'
import { WizardProgress } from './wizard-progress.tsx'

const HOUR = 3_600_000

export function ListingWizard({
  categories,
  brands,
  groups,
  reserveThreshold,
  onSaved,
}: {
  categories: Category[]
  brands: Brand[]
  groups: PropertyGroup[]
  /** The editors' threshold in whole lira: the least opening price of a lot that may have a reserve. */
  reserveThreshold: number
  onSaved: (answer: { slug: string; id: number; message: string }) => void
}) {
  const [step, setStep] = useState<Step>(1)
  const [values, setValues] = useState<Values>(() => initialValues())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [photos, setPhotos] = useState<Photo[]>([])
  const [conditionPhotos, setConditionPhotos] = useState<ConditionPhoto[]>([])
  const [proof, setProof] = useState<File | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const touched = useRef(new Set<string>())
  const headingRef = useRef<HTMLHeadingElement>(null)
  const ctx = useMemo(() => contextOf(categories, groups, reserveThreshold), [categories, groups, reserveThreshold])
  const culturalOf = (v: Values) => {
    const c = choiceOf(ctx, v)
    return isCulturalCategory([c.c1?.slug, c.c2?.slug, c.c3?.slug])
  }

  const set = (patch: Values) => {
    setValues((v) => ({ ...v, ...patch }))
    const categoryChanged = 'category_1_id' in patch || 'category_2_id' in patch || 'category_3_id' in patch
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch) && !(categoryChanged && k.startsWith('property_')))),
    )
  }
  /** Untouched dates mean "now" and "24 hours later": refreshed so a slow seller is not refused. */
  const withFreshDates = (v: Values): Values => {
    const start = touched.current.has('start_time') ? v.start_time! : localInput(roundedNow())
    const end = touched.current.has('end_time') ? v.end_time! : localInput(roundedNow() + 24 * HOUR)
    return { ...v, start_time: start, end_time: end }
  }
  const go = (next: Step) => {
    setStep(next)
    requestAnimationFrame(() => {
      headingRef.current?.focus()
      headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    })
  }

  const issuesOf = (s: Step, v: Values) => {
    const ctxNow = { ...ctx, now: Date.now() }
    const withCaptions = { ...v, ...captionFields(conditionPhotos) }
    const found = s === 4 ? {} : stepIssues(ctxNow, withCaptions, s)
    if (s === 2) Object.assign(found, { ...conditionPhotoIssues(conditionPhotos.length, withCaptions), ...found })
    if (s === 2 && culturalOf(v) && v.cultural_property === '1' && !proof) found.cultural_document ??= tr.lotLaw.documentRequired
    if (s === 4) {
      const count = photoCountIssue(photos.length)
      if (count) return { images: count }
    }
    return found
  }

  const next = () => {
    const v = step === 3 ? withFreshDates(values) : values
    if (v !== values) setValues(v)
    const found = issuesOf(step, v)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    if (step < 4) go((step + 1) as Step)
    else setConfirming(true)
  }

  const submit = () => {
    const v = withFreshDates(values)
    for (const s of [1, 2, 3] as const) {
      const found = issuesOf(s, v)
      if (Object.keys(found).length) {
        setConfirming(false)
        setErrors(found)
        return go(s)
      }
    }
    const fields: Record<string, string> = { ...v, ...captionFields(conditionPhotos), description: descriptionHtml(v.description!) }
    if (!touched.current.has('start_time')) fields.start_time = ''
    if (!touched.current.has('end_time')) fields.end_time = ''
    setFailure(null)
    setProgress(0)
    addAuction({ fields, photos, conditionPhotos, document: culturalOf(v) && v.cultural_property === '1' ? proof : null }, setProgress).then(
      (answer) => {
        ;[...photos, ...conditionPhotos].forEach((p) => URL.revokeObjectURL(p.url))
        toast.success(answer.message)
        onSaved(answer)
      },
      (error: unknown) => {
        setProgress(null)
        setConfirming(false)
        const fieldErrors = isApiError(error) ? (error.body.errors ?? {}) : {}
        const first = Object.keys(fieldErrors)[0]
        if (first) {
          setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k, m[0]!])))
          go(stepOfField(first))
        }
        const message =
          isApiError(error) && error.isUnauthenticated
            ? tr.listing.guest
            : isApiError(error) && error.status !== 0
              ? error.message
              : tr.listing.saveFailed
        setFailure(message)
        toast.error(message)
      },
    )
  }

  const choice = choiceOf(ctx, values)
  const categoryPath = [choice.c1, choice.c2, choice.c3]
    .filter(Boolean)
    .map((c) => categories.find((x) => x.id === c!.id)?.title)
    .join(' › ')
  const uploading = progress !== null

  return (
    <div className="space-y-6">
      <WizardProgress step={step} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <SectionCard
        title={
          <span ref={headingRef} tabIndex={-1} className="outline-none">
            {tm.wizard.steps[step - 1]}
          </span>
        }
      >
        {step === 1 ? <CategoryStep values={values} errors={errors} ctx={ctx} set={set} categories={categories} brands={brands} /> : null}
        {step === 2 ? <DetailsStep values={values} errors={errors} ctx={ctx} set={set} /> : null}
        {step === 2 ? (
          <div className="mt-6 border-t border-line pt-4">
            <ConditionPhotosField
              photos={conditionPhotos}
              setPhotos={(u) => {
                setConditionPhotos(u)
                setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !/^condition_(images|thumbnails|caption_)/.test(k))))
              }}
              errors={errors}
            />
          </div>
        ) : null}
        {step === 2 ? (
          <div className="mt-6 grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
            <DeclarationsStep
              values={values}
              errors={errors}
              set={set}
              cultural={culturalOf(values)}
              document={proof}
              setDocument={(f) => {
                setProof(f)
                setErrors(({ cultural_document: _gone, ...rest }) => rest)
              }}
            />
          </div>
        ) : null}
        {step === 3 ? <PricesStep values={values} errors={errors} ctx={ctx} set={set} touch={(f) => touched.current.add(f)} /> : null}
        {step === 4 ? (
          <PhotoStep
            photos={photos}
            setPhotos={(u) => {
              setPhotos(u)
              setErrors({})
            }}
            error={errors.images ?? errors.thumbnails}
          />
        ) : null}
        <CollectionNotice point="listing" className="mt-6" />
        <div className="mt-6 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="ghost" onClick={() => go((step - 1) as Step)} disabled={uploading}>
              {tm.wizard.back}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={next} size="lg" loading={uploading}>
            {step === 4 ? tm.wizard.save : tm.wizard.continue}
          </Button>
        </div>
      </SectionCard>

      <Dialog
        open={confirming}
        onClose={() => (uploading ? undefined : setConfirming(false))}
        title={tm.wizard.confirmTitle}
        description={tm.wizard.confirmBody}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={uploading}>
              {tm.common.cancel}
            </Button>
            <Button onClick={submit} loading={uploading}>
              {uploading ? tm.wizard.uploading(progress ?? 0) : tm.wizard.confirmSubmit}
            </Button>
          </>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{tm.wizard.titleLabel}</dt>
          <dd className="font-semibold text-ink">{values.title}</dd>
          <dt className="text-ink-muted">{tm.wizard.category}</dt>
          <dd className="text-ink">{categoryPath}</dd>
          <dt className="text-ink-muted">{tm.wizard.openingPrice}</dt>
          <dd className="text-ink tabular">{formatLira2((parsePriceKurus(values.opening_price) ?? 0) / 100)}</dd>
          <dt className="text-ink-muted">{tm.wizard.buyNowPrice}</dt>
          <dd className="text-ink tabular">{formatLira2((parsePriceKurus(values.buynow_price) ?? 0) / 100)}</dd>
          {values.reserve_price?.trim() ? (
            <>
              <dt className="text-ink-muted">{tr.reserve.summaryLabel}</dt>
              <dd className="text-ink tabular">{formatLira2((parsePriceKurus(values.reserve_price) ?? 0) / 100)}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{tm.wizard.photos}</dt>
          <dd className="text-ink">{tm.wizard.photoCount(photos.length)}</dd>
          {conditionPhotos.length > 0 ? (
            <>
              <dt className="text-ink-muted">{tm.wizard.conditionPhotos}</dt>
              <dd className="text-ink">{tm.wizard.conditionPhotoCount(conditionPhotos.length, CONDITION_PHOTOS_MAX)}</dd>
            </>
          ) : null}
        </dl>
        {uploading ? (
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress ?? 0}
            aria-label={tm.wizard.uploading(progress ?? 0)}
            className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress ?? 0}%` }} />
          </div>
        ) : null}
      </Dialog>
    </div>
  )
}
