// The contact page: company information, address, phone and an
// e-mail link, and the form (name, e-mail, message). The send button stays disabled once the server
// has answered, so one visit sends one message.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { TextareaField, TextField } from '#client/components/ui/field.tsx'
import { MailIcon, PhoneIcon } from '#client/components/ui/icons.tsx'
import { HumanCheck } from '#client/features/auth/components/human-check.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { fromServer } from '#client/lib/form-errors.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { ContactForm } from '#common/schemas/contact.ts'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useContactForm } from '../queries.ts'

export type CompanyInfo = {
  company_name?: string | null
  company_address?: string | null
  company_email?: string | null
  customer_service_phone?: string | null
} | null

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-ink-muted">{label}</p>
        <div className="text-sm font-medium break-words text-ink">{children}</div>
      </div>
    </li>
  )
}

export function ContactPage({ info }: { info: CompanyInfo }) {
  const { values, errors, formRef, field, check, invalid } = useFormFields({ name: '', email: '', message: '' })
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const send = useContactForm()
  const [human, setHuman] = useState<string | null>(null)
  // A token is spent once checked: after a refused attempt the widget starts again for a fresh one.
  const [round, setRound] = useState(0)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const data = check(ContactForm, values)
    if (!data) return
    send.mutate(
      { ...data, human },
      {
        onSuccess: (a) => setAnswer({ tone: 'success', text: a.message }),
        onError: (error) => {
          setHuman(null)
          setRound((r) => r + 1)
          const fields = fromServer(error)
          if (isApiError(error) && error.status === 422 && Object.keys(fields).length) return invalid(fields)
          setAnswer({ tone: 'error', text: errorMessage(error) })
        },
      },
    )
  }
  const phone = info?.customer_service_phone
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <SectionCard title={tm.contact.formTitle}>
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
          {answer ? <Alert tone={answer.tone}>{answer.text}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={tm.contact.name} required maxLength={100} autoComplete="name" {...field('name')} />
            <TextField label={tm.contact.emailField} required type="email" maxLength={254} autoComplete="email" {...field('email')} />
          </div>
          <TextareaField label={tm.contact.message} required rows={7} maxLength={5000} {...field('message')} />
          <CollectionNotice point="contact" />
          <HumanCheck key={round} onToken={setHuman} error={errors[HUMAN_CHECK_FIELD]} />
          <div className="flex justify-end">
            <Button type="submit" loading={send.isPending} disabled={answer !== null}>
              {tm.contact.send}
            </Button>
          </div>
        </form>
      </SectionCard>
      <SectionCard title={tm.contact.company}>
        <ul className="space-y-4">
          {info?.company_name ? (
            <Row icon={<span className="text-sm font-bold">M</span>} label={tm.contact.company}>
              {info.company_name}
            </Row>
          ) : null}
          {info?.company_address ? (
            <Row icon={<span className="text-sm font-bold">⌂</span>} label={tm.contact.address}>
              <address className="not-italic">{info.company_address}</address>
            </Row>
          ) : null}
          {phone ? (
            <Row icon={<PhoneIcon className="size-4" />} label={tm.contact.phone}>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
                {phone}
              </a>
            </Row>
          ) : null}
          {info?.company_email ? (
            <Row icon={<MailIcon className="size-4" />} label={tm.contact.email}>
              <a href={`mailto:${info.company_email}`} className="text-brand-700 hover:underline">
                {info.company_email}
              </a>
            </Row>
          ) : null}
        </ul>
      </SectionCard>
    </div>
  )
}
