// Who sells, as the buyer must know before bidding (docs/law.md "Seller kind"): the kind with what it
// means, and for a trader the unvan, VKN, MERSİS, address and KEP with the editors' check. Used on the
// lot page, the seller's profile and in the pre-information.
import { Badge } from '#client/components/ui/badge.tsx'
import { tl } from '#client/i18n/tr-law.ts'
// The law's sentences only: the whole catalogue would join the lot page's first visit.
import * as lawMessages from '#common/messages/law.ts'
import type { SellerIdentityView } from '#common/schemas/seller-identity-view.ts'

export function SellerKindBadge({ identity }: { identity: SellerIdentityView }) {
  return <Badge tone={identity.kind === 'ticari' ? 'brand' : 'neutral'}>{lawMessages.sellerIdentity.kindLabel[identity.kind]}</Badge>
}

export function SellerIdentityDetails({ identity, compact = false }: { identity: SellerIdentityView; compact?: boolean }) {
  return (
    <div className="space-y-2 text-sm" data-testid="seller-identity">
      <div className="flex flex-wrap items-center gap-2">
        <SellerKindBadge identity={identity} />
        {identity.kind === 'ticari' ? (
          <Badge tone={identity.verified ? 'success' : 'accent'}>
            {identity.verified ? lawMessages.sellerIdentity.verifiedBadge : lawMessages.sellerIdentity.unverifiedBadge}
          </Badge>
        ) : null}
      </div>
      {identity.kind === 'ticari' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink">
          <dt className="sr-only">{tl.identity.tradeName}</dt>
          <dd className="col-span-2 font-semibold">{identity.trade_name}</dd>
          <dt className="text-ink-muted">{tl.seller.vkn}</dt>
          <dd className="tabular-nums">{identity.vkn}</dd>
          <dt className="text-ink-muted">{tl.seller.mersis}</dt>
          <dd className="tabular-nums break-all">{identity.mersis}</dd>
          <dt className="text-ink-muted">{tl.seller.address}</dt>
          <dd>{identity.address}</dd>
          <dt className="text-ink-muted">{tl.seller.kep}</dt>
          <dd className="break-all">{identity.kep}</dd>
        </dl>
      ) : null}
      {compact ? null : <p className="text-xs text-ink-muted">{lawMessages.sellerIdentity.kindMeaning[identity.kind]}</p>}
    </div>
  )
}
