// GET /api/humancheck: what the browser needs to draw Turnstile's widget (docs/operations.md "Turnstile").
import { z } from 'zod'

export const HumanCheckConfig = z.object({
  /** The widget's public site key. */
  site_key: z.string(),
  /** The widget's script: Cloudflare's in production, the local stand-in in development. */
  script_url: z.string(),
})
export type HumanCheckConfig = z.infer<typeof HumanCheckConfig>
