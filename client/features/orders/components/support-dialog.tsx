// "Destek Gerekiyor" (Order tracking): a popup with a messaging link and a phone link.
import { buttonClass, ButtonLink } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { PhoneIcon, WhatsappIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'

export type SupportContact = { phone: string | null; whatsapp: string | null }

export function SupportDialog({ open, onClose, contact }: { open: boolean; onClose: () => void; contact: SupportContact }) {
  return (
    <Dialog open={open} onClose={onClose} size="sm" title={tc.orders.supportTitle} description={tc.orders.supportBody}>
      <div className="flex flex-col gap-2">
        {contact.whatsapp ? (
          <a href={contact.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg', true)}>
            <WhatsappIcon className="size-5" />
            {tc.common.whatsapp}
          </a>
        ) : null}
        {contact.phone ? (
          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className={buttonClass('secondary', 'lg', true)}>
            <PhoneIcon className="size-5" />
            {`${tc.common.call}: ${contact.phone}`}
          </a>
        ) : null}
        <ButtonLink to="/iletisim" variant="ghost" block>
          {tc.common.customerServiceShort}
        </ButtonLink>
      </div>
    </Dialog>
  )
}
