import { z } from 'zod'

/** `?redirect=` of /girisyap, validated (docs/conventions.md "Routes in the browser": validateSearch with .catch()). */
export const LoginSearch = z.object({ redirect: z.string().max(2000).optional().catch(undefined) })
