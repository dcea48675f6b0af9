// The three commercial-message consent boxes (SMS, e-posta, arama), never ticked by default and apart from
// the membership contract: the same at registration and on "Bildirim tercihleri" (docs/privacy.md
// "Commercial messages and İYS"). Their wording is versioned by CONSENT_TEXT_VERSION.
import { CheckboxField } from '#client/components/ui/field.tsx'
import { t } from '#client/i18n/tr.ts'
import { messageConsent } from '#common/messages/privacy.ts'
import { CONSENT_CHANNELS, type ConsentChannel } from '#common/schemas/message-consents.ts'

export type ConsentState = Record<ConsentChannel, boolean>
export const NO_CONSENT: ConsentState = { sms: false, email: false, call: false }

export function MessageConsentBoxes({ value, onChange }: { value: ConsentState; onChange: (next: ConsentState) => void }) {
  return (
    <fieldset className="space-y-3 rounded-control p-3.5 ring-1 ring-line ring-inset">
      <legend className="px-1 text-sm font-semibold text-ink">{t.privacy.consentLegend}</legend>
      <p className="text-sm leading-6 text-ink-muted">{messageConsent.lead}</p>
      {CONSENT_CHANNELS.map((channel) => (
        <CheckboxField
          key={channel}
          name={`consent_${channel}`}
          checked={value[channel]}
          onChange={(e) => onChange({ ...value, [channel]: e.target.checked })}
          label={messageConsent.channel[channel]}
        />
      ))}
    </fieldset>
  )
}
