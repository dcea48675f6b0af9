// Turnstile in front of the forms a script would fill (docs/operations.md "Turnstile"): registration, the
// password reset request, contact, and login after failures. The token comes in the form's
// `cf-turnstile-response` field (JSON or form body); worker/adapters/turnstile asks siteverify.
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Context } from 'hono'
import { z } from 'zod'
import { verifyHuman } from '../adapters/turnstile/index.ts'
import type { AppEnv } from '../env.ts'
import { readBody, type BodyKind } from '../lib/validate.ts'
import { currentRequest } from '../lib/request-context.ts'
import { clientIp } from './auth.ts'

// Tokens are at most 2048 characters (Cloudflare's documentation); a longer one is refused by siteverify.
const HumanCheck = z.object({ [HUMAN_CHECK_FIELD]: z.string().max(4096).catch('').default('') })

/** Whether the request's token passes siteverify; a refusal is logged with Cloudflare's error codes. */
export async function passesHumanCheck(c: Context<AppEnv>, kind: BodyKind = 'form'): Promise<boolean> {
  const token = (await readBody(c, HumanCheck, kind))[HUMAN_CHECK_FIELD]
  const verdict = await verifyHuman(c.env, token, clientIp(c))
  if (!verdict.success)
    console.log(JSON.stringify({ level: 'info', msg: 'human check refused', request_id: currentRequest()?.requestId ?? null, codes: verdict.errorCodes }))
  return verdict.success
}

/** 422 naming the token's field unless the request's token passes. */
export async function requireHuman(c: Context<AppEnv>, kind: BodyKind = 'form') {
  if (!(await passesHumanCheck(c, kind))) throw invalidField(HUMAN_CHECK_FIELD, tr.auth.humanCheckFailed)
}
