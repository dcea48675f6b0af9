// Files sent with a notice or an objection (docs/notice-and-takedown.md): images checked as the listing's photos
// are, or PDF; kept in R2 under `reports/` by content hash, which /media refuses: only editors read them, through
// the console (GET /api/admin/reports/{id}/files/{n}).
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES } from '#common/reports.ts'
import { invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { imageVerdict } from './image-check.ts'
import { sniffImageType } from './images.ts'

export const EVIDENCE_PREFIX = 'reports/'
type Checked = { bytes: Uint8Array; mime: string; ext: string }

const isPdf = (b: Uint8Array) => b.length > 5 && String.fromCharCode(...b.subarray(0, 5)) === '%PDF-'

/** The files of `field` (none, one or several form values), each checked; 422 on `field` at the first bad one. */
export async function checkEvidence(values: unknown, field: string): Promise<Checked[]> {
  const list = (Array.isArray(values) ? values : values == null ? [] : [values]).filter((v) => !(v instanceof Blob && v.size === 0) && v !== '')
  if (list.length > EVIDENCE_MAX_FILES) throw invalidField(field, tr.reports.evidenceTooMany)
  const out: Checked[] = []
  for (const file of list) {
    if (!(file instanceof Blob)) throw invalidField(field, tr.reports.evidenceType)
    if (file.size > EVIDENCE_MAX_BYTES) throw invalidField(field, tr.reports.evidenceTooLarge)
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (isPdf(bytes)) {
      out.push({ bytes, mime: 'application/pdf', ext: 'pdf' })
      continue
    }
    const type = sniffImageType(bytes)
    if (!type || (await imageVerdict(bytes, type)) !== 'ok') throw invalidField(field, tr.reports.evidenceType)
    out.push({ bytes, mime: type.mime, ext: type.ext })
  }
  return out
}

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** Stores each file once (content-addressed) and returns their keys, in order. */
export async function storeEvidence(bucket: R2Bucket, files: Checked[]): Promise<string[]> {
  return Promise.all(
    files.map(async (f) => {
      const digest = hex(await crypto.subtle.digest('SHA-256', f.bytes))
      const key = `${EVIDENCE_PREFIX}${digest.slice(0, 2)}/${digest}.${f.ext}`
      if (!(await bucket.head(key))) await bucket.put(key, f.bytes, { httpMetadata: { contentType: f.mime } })
      return key
    }),
  )
}
