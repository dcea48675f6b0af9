// The law's questions of step 2 (docs/law.md "Cultural property", "Cayma exceptions"): in the antique and coin
// categories, whether the item is cultural property and, if it is, the document; for a trader, whether the goods
// fall under an MSY m.15 exception. The rules are the shared listing schema's; the permit is read from the
// member's seller details, which the worker checks again.
import { Alert } from '#client/components/ui/alert.tsx'
import { ChoiceTiles } from '#client/components/ui/choice.tsx'
import { FieldError, Options, SelectField, TextField } from '#client/components/ui/field.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { sellerIdentityQuery } from '#client/features/law/queries.ts'
import { CAYMA_EXCEPTIONS, CULTURAL_DOCUMENT_KINDS, caymaExceptionLabel } from '#common/lot-law.ts'
import { tr } from '#common/messages.ts'
import { useQuery } from '@tanstack/react-query'
import type { Values } from '../model.ts'

const m = tr.lotLaw

type Props = {
  values: Values
  errors: Record<string, string>
  set: (patch: Values) => void
  cultural: boolean
  document: File | null
  setDocument: (file: File | null) => void
}

function CulturalQuestion({ values, errors, set, document, setDocument, permit }: Omit<Props, 'cultural'> & { permit: string | null }) {
  const yes = values.cultural_property === '1'
  return (
    <fieldset className="space-y-3 sm:col-span-2" data-testid="cultural-property">
      <legend className="mb-1 text-base font-bold text-ink">{m.culturalTitle}</legend>
      <p className="text-sm text-ink-muted">{m.culturalLead}</p>
      <ChoiceTiles
        name="cultural_property"
        label={m.culturalQuestion}
        value={values.cultural_property}
        options={[
          ['1', m.culturalYes],
          ['0', m.culturalNo],
        ]}
        onChange={(v) => set({ cultural_property: v })}
        invalid={!!errors.cultural_property}
        className="grid gap-2 sm:grid-cols-2"
      />
      <FieldError id={errors.cultural_property ? 'cultural_property-hata' : undefined} message={errors.cultural_property} />
      {yes ? (
        <div className="space-y-3">
          {permit ? (
            <p className="text-sm text-ink">{m.permitOnFile(permit)}</p>
          ) : (
            <Alert tone="warning">
              {m.permitMissing}{' '}
              <InternalLink href="/u/hesapbilgilerim#satici-kimligi" className="font-semibold text-brand-700 underline">
                {m.permitLink}
              </InternalLink>
            </Alert>
          )}
          <SelectField
            label={m.documentKind}
            required
            value={values.cultural_document_kind}
            onChange={(e) => set({ cultural_document_kind: e.target.value })}
            error={errors.cultural_document_kind}
          >
            <option value="">—</option>
            <Options items={CULTURAL_DOCUMENT_KINDS} value={(k) => k} label={(k) => m.documentKinds[k]} />
          </SelectField>
          <TextField
            label={m.document}
            hint={document ? m.documentChosen(document.name) : m.documentHint}
            required
            type="file"
            name="cultural_document"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            error={errors.cultural_document}
            onChange={(e) => setDocument(e.target.files?.[0] ?? null)}
          />
        </div>
      ) : null}
    </fieldset>
  )
}

export function DeclarationsStep(props: Props) {
  const identity = useQuery(sellerIdentityQuery())
  const trader = identity.data?.identity.kind === 'ticari'
  const { values, errors, set } = props
  return (
    <>
      {props.cultural ? <CulturalQuestion {...props} permit={identity.data?.cultural_permit_no ?? null} /> : null}
      {trader ? (
        <div className="space-y-2 sm:col-span-2">
          <SelectField
            label={m.exceptionTitle}
            hint={m.exceptionLead}
            value={values.cayma_exception}
            onChange={(e) => set({ cayma_exception: e.target.value })}
            error={errors.cayma_exception}
          >
            <option value="">{m.exceptionNone}</option>
            <Options items={CAYMA_EXCEPTIONS} value={(x) => x} label={(x) => caymaExceptionLabel(x)} />
          </SelectField>
        </div>
      ) : null}
    </>
  )
}
