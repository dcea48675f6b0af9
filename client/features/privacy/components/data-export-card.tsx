// "Verilerimi indir": start an export, watch its progress, download it while its link lasts.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { dataExportQuery, useStartExport } from '#client/features/privacy/data-rights.ts'
import { dataRights } from '#common/messages/privacy.ts'
import { errorMessage } from '#client/lib/api.ts'
import type { DataExportAnswer } from '#common/schemas/data-export.ts'
import { formatDateTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'

type Export = NonNullable<DataExportAnswer['export']>

const sizeText = (bytes: number | null) => (bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`)

function Progress({ value }: { value: number }) {
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={dataRights.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 overflow-hidden rounded-full bg-brand-50 ring-1 ring-brand-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${Math.max(4, value)}%` }} />
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {dataRights.building(value)}
      </p>
    </div>
  )
}

function ExportState({ e }: { e: Export }) {
  if (e.status === 'queued' || e.status === 'building') return <Progress value={e.progress} />
  if (e.status === 'ready' && e.download_url)
    return (
      <Alert
        tone="success"
        title={dataRights.readyTitle}
        action={
          // A plain link, not the router's: the worker answers the file (the session cookie goes with it).
          <a href={e.download_url} download className={buttonClass('primary', 'sm')}>
            {dataRights.download}
          </a>
        }
      >
        {dataRights.readyText(sizeText(e.size_bytes), formatDateTime(e.expires_at!))}
      </Alert>
    )
  if (e.status === 'failed') return <Alert tone="error">{dataRights.failed}</Alert>
  return <p className="text-sm text-ink-muted">{dataRights.expired(formatDateTime(e.created_at))}</p>
}

export function DataExportCard() {
  const { data } = useSuspenseQuery(dataExportQuery())
  const start = useStartExport()
  const e = data.export
  const busy = e?.status === 'queued' || e?.status === 'building'
  return (
    <SectionCard title={dataRights.exportTitle} id="verilerimi-indir">
      <div className="space-y-4 text-sm">
        <p className="text-ink">{dataRights.exportLead}</p>
        {start.isError ? <Alert tone="error">{errorMessage(start.error)}</Alert> : null}
        {e ? <ExportState e={e} /> : null}
        {busy ? null : (
          <Button
            variant={e?.status === 'ready' ? 'secondary' : 'primary'}
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: (a) => a.message && toast.success(a.message) })}
          >
            {e ? dataRights.again : dataRights.start}
          </Button>
        )}
      </div>
    </SectionCard>
  )
}
