import { z } from 'zod'

/** Only paths of this site are followed after login; anything else falls back to "/". */
export const safeRedirect = (value: string | undefined) =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined

/** `?redirect=` of /girisyap, validated (docs/conventions.md "Routes in the browser": validateSearch with .catch()). */
export const LoginSearch = z.object({ redirect: z.string().max(2000).optional().catch(undefined) })
