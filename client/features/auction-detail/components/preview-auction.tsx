// The seller preview (/onizleme/{slug}): the page as buyers will
// see it, under the wizard header with step 5 active; bid, buy, watch and ask answer
// 'Ön izlemede bu fonksiyon çalışmaz...'; the approval state is polled every 5 s.
import { toast } from '#client/components/ui/toast.tsx'
import { tpre } from '#client/i18n/tr-preview.ts'
import { useNow } from '#client/lib/use-now.ts'
import * as tr from '#common/messages/storefront.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { phaseAt, timingOf } from '../auction-view.ts'
import { previewQuery } from '../queries.ts'
import { AuctionView, type Intent } from './auction-view.tsx'
import { BidListDialog } from './bid-list-dialog.tsx'
import { ApprovalState, WizardSteps } from './preview-header.tsx'
import { StatusBar } from './status-bar.tsx'
import { ZoomDialog } from './zoom-dialog.tsx'

export function PreviewAuction({ slug }: { slug: string }) {
  const { data: preview } = useSuspenseQuery(previewQuery(slug))
  const a = preview.data
  const [modal, setModal] = useState<number | null>(null)
  const [photo, setPhoto] = useState(0)
  const deviceNow = useNow()
  const serverNow = deviceNow + preview.clockOffset
  const timing = timingOf(a)
  const phase = phaseAt(timing, serverNow)

  const guard = () => {
    toast.info(tr.storefront.previewDisabled)
    return true
  }
  const act = (intent: Intent) => {
    if (intent.kind === 'photo') return setPhoto(intent.index)
    if (intent.kind === 'enlarge') return setModal(-5)
    if (intent.kind === 'bidList') return setModal(-2)
    guard()
  }

  return (
    <>
      <AuctionView
        model={{
          data: a,
          cargo: preview.cargo_prices,
          stage: '#f1f5f9',
          phase,
          isSeller: false,
          watching: false,
          inCart: false,
          member: true,
          clockOffset: preview.clockOffset,
          photoIndex: photo,
        }}
        act={act}
        guard={guard}
        statusBar={<StatusBar phase={phase} timing={timing} serverNow={serverNow} deviceNow={deviceNow} flash={null} isHighest={false} />}
        header={
          <div className="space-y-4 rounded-card bg-white p-4 ring-1 ring-line sm:p-5">
            <p className="text-lg font-extrabold text-brand-900">{tpre.title}</p>
            <WizardSteps />
            <ApprovalState auctionId={a.id} slug={a.slug} approved={a.approved} reason={a.rejection_reason} />
          </div>
        }
      />
      {modal === -2 ? <BidListDialog auctionId={a.id} onClose={() => setModal(null)} /> : null}
      {modal === -5 ? (
        <ZoomDialog photos={a.auction_image} name={a.name} index={photo} onIndex={setPhoto} onClose={() => setModal(null)} />
      ) : null}
    </>
  )
}
