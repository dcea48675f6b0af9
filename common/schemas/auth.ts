// Registration, login and password rules: calls.
// The same schemas run in the worker (validate) and in the browser forms.
import { z } from 'zod'
import { PASSWORD_MAX } from '../constants.ts'
import { tr } from '../messages.ts'
import { ConsentBoxes } from './message-consents.ts'

const trimmed = (required: string) => z.string({ error: required }).trim().min(1, required)

export const Username = trimmed(tr.auth.usernameRequired).regex(/^[\p{L}\p{N}._-]{3,30}$/u, tr.auth.usernameFormat)
export const Email = trimmed(tr.auth.emailRequired)
  .max(254, tr.auth.emailInvalid)
  .pipe(z.email({ error: tr.auth.emailInvalid }))
  .transform((s) => s.toLowerCase())
/** At least 8 characters with an upper-case letter, a lower-case letter and a digit (Turkish letters count). */
export const Password = z
  .string({ error: tr.auth.passwordRequired })
  .min(1, tr.auth.passwordRequired)
  .max(PASSWORD_MAX, tr.auth.passwordTooLong)
  .refine((s) => s.length >= 8 && /\p{Lu}/u.test(s) && /\p{Ll}/u.test(s) && /\p{N}/u.test(s), tr.auth.passwordRule)

const confirmation = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation)
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: tr.auth.passwordMismatch })
}

/** The membership contract box: the browser always sends it; a spec-only client may leave it out. */
const contractBox = z
  .unknown()
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === '1' || v === 'true' || v === 'on'))

/**
 * The aydınlatma (KVKK m.10) is information, not a term: nobody is asked to accept it, so a `privacy_contract`
 * an older client still sends is read and dropped, whatever its value, and never refuses a registration
 * (docs/privacy.md "Registration: information, contract and consent apart").
 */
const ignoredPrivacyBox = z
  .unknown()
  .optional()
  .transform(() => undefined)

export const RegisterForm = z
  .object({
    username: Username,
    email: Email,
    password: Password,
    password_confirmation: z.string({ error: tr.auth.passwordMismatch }),
    membership_contract: contractBox,
    privacy_contract: ignoredPrivacyBox,
  })
  // Commercial-message consent per channel: separate, unticked, never a condition of membership.
  .extend(ConsentBoxes.shape)
  .superRefine(confirmation)
  .superRefine((v, ctx) => {
    if (v.membership_contract === false)
      ctx.addIssue({ code: 'custom', path: ['membership_contract'], message: tr.auth.membershipContractRequired })
  })
export type RegisterForm = z.input<typeof RegisterForm>

/** Login accepts the username or the e-mail address in the username field. */
export const LoginForm = z.object({
  username: trimmed(tr.auth.usernameRequired).max(254, tr.auth.invalidCredentials),
  password: z.string({ error: tr.auth.passwordRequired }).min(1, tr.auth.passwordRequired).max(PASSWORD_MAX, tr.auth.invalidCredentials),
})
export type LoginForm = z.input<typeof LoginForm>

export const ForgotPasswordForm = z.object({ email: Email })

export const ResetPasswordForm = z
  .object({
    email: Email,
    token: z.string({ error: tr.auth.resetTokenInvalid }).min(1, tr.auth.resetTokenInvalid).max(200, tr.auth.resetTokenInvalid),
    password: Password,
    password_confirmation: z.string({ error: tr.auth.passwordMismatch }),
  })
  .superRefine(confirmation)

export const VerifyEmailParams = z.object({
  id: z.coerce.number({ error: tr.auth.verifyLinkInvalid }).int().positive(tr.auth.verifyLinkInvalid),
  hash: z.string().regex(/^[0-9a-f]{40,64}$/, tr.auth.verifyLinkInvalid),
})
export const VerifyEmailQuery = z.object({
  expires: z.coerce.number({ error: tr.auth.verifyLinkInvalid }).int().positive(tr.auth.verifyLinkInvalid),
  signature: z.string().regex(/^[0-9a-f]{64}$/, tr.auth.verifyLinkInvalid),
})
