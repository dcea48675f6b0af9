// Registration: four fields, then three things kept apart because the law keeps them apart
// (docs/privacy.md "Registration: information, contract and consent apart"): the aydınlatma, a notice
// with a link that is read and never accepted; the membership contract, the one box the account needs;
// and the three optional commercial-message consent boxes, unticked. The shared RegisterForm schema
// checks everything before sending; server field errors land under the same fields.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { CheckboxField, FieldError, TextField } from '#client/components/ui/field.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { MessageConsentBoxes, NO_CONSENT } from '#client/features/privacy/components/message-consent-boxes.tsx'
import { t } from '#client/i18n/tr.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { RegisterForm } from '#common/schemas/auth.ts'
import { useState, type FormEvent } from 'react'
import { useRegister } from '../use-auth.ts'
import { NewPasswordFields, useAttempt, UsernameField } from './auth-fields.tsx'
import { HumanCheck } from './human-check.tsx'

/** The membership box is controlled by the page, so the contract modal's "accept" can tick it too. */
export function RegisterFormView({
  onSuccess,
  onOpenContract,
  membership,
  onMembershipChange,
}: {
  onSuccess: (message: string) => void
  onOpenContract: () => void
  membership: boolean
  onMembershipChange: (accepted: boolean) => void
}) {
  const register = useRegister()
  const { values, errors, formRef, field, check, invalid } = useFormFields({
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
  })
  const { human, setHuman, round, failure, setFailure, refused } = useAttempt()
  const [consents, setConsents] = useState(NO_CONSENT)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    const data = check(RegisterForm, { ...values, membership_contract: membership })
    if (!data) return
    const { username, email, password, password_confirmation } = data
    register.mutate(
      {
        username,
        email,
        password,
        password_confirmation,
        human,
        consent_sms: consents.sms,
        consent_email: consents.email,
        consent_call: consents.call,
      },
      {
        onSuccess: (answer) => onSuccess(answer.message),
        onError: (error) => invalid(refused(error)),
      },
    )
  }
  const contractError = errors.membership_contract
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <UsernameField label={t.auth.username} {...field('username')} />
      <TextField label={t.auth.email} name="email" type="email" inputMode="email" autoComplete="email" required {...field('email')} />
      <NewPasswordFields
        labels={[t.auth.password, t.auth.passwordConfirmation]}
        password={field('password')}
        confirmation={field('password_confirmation')}
      />
      <CollectionNotice point="registration" />
      <div className="rounded-control bg-slate-50 p-3.5 ring-1 ring-line ring-inset">
        <CheckboxField
          name="membership_contract"
          checked={membership}
          onChange={(e) => onMembershipChange(e.target.checked)}
          aria-invalid={contractError && !membership ? true : undefined}
          aria-describedby={contractError ? 'contracts-error' : undefined}
          label={
            <>
              <button
                type="button"
                onClick={onOpenContract}
                className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
              >
                {t.auth.membershipContract}
              </button>
              {t.auth.acceptSuffix}
            </>
          }
        />
        <FieldError id={contractError ? 'contracts-error' : undefined} message={contractError} />
      </div>
      <MessageConsentBoxes value={consents} onChange={setConsents} />
      <HumanCheck key={round} onToken={setHuman} error={errors[HUMAN_CHECK_FIELD]} />
      <Button type="submit" block size="lg" loading={register.isPending}>
        {t.auth.registerSubmit}
      </Button>
    </form>
  )
}
