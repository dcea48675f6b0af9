// The member's own data (docs/privacy.md): "Verilerimi indir"'s state and "Hesabımı kapat"'s form.
import { z } from 'zod'
import { tr } from '../messages.ts'

export const EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const

/** GET and POST /api/user/data-export. `download_url` only while the file is ready and its link has not expired. */
export const DataExportAnswer = z.object({
  export: z
    .object({
      id: z.number().int(),
      status: z.enum(EXPORT_STATUSES),
      /** 0–100: the share of the member's tables read and packed. */
      progress: z.number().int().min(0).max(100),
      created_at: z.number().int(),
      ready_at: z.number().int().nullable(),
      expires_at: z.number().int().nullable(),
      size_bytes: z.number().int().nullable(),
      download_url: z.string().nullable(),
    })
    .nullable(),
  message: z.string().optional(),
})
export type DataExportAnswer = z.infer<typeof DataExportAnswer>

/** POST /api/user/close: the member's password, asked again because the closure cannot be undone. */
export const CloseAccountForm = z.object({
  password: z.string({ error: tr.closeAccount.passwordRequired }).min(1, tr.closeAccount.passwordRequired).max(200, tr.closeAccount.wrongPassword),
})
