// The console's member file: the seller's kind and a trader's identity, and the editor's "Kimliği doğrula"
// once they have compared it with the registers (POST /api/admin/users/{id}/seller-identity/verify, audited).
import { Button } from '#client/components/ui/button.tsx'
import { tl } from '#client/i18n/tr-law.ts'
import type { SellerIdentityView } from '#common/schemas/seller-identity-view.ts'
import { SellerIdentityDetails } from './seller-identity-view.tsx'

type Props = { identity: SellerIdentityView; pending: boolean; onVerify: () => void }

export function AdminSellerIdentity({ identity, pending, onVerify }: Props) {
  return (
    <section aria-labelledby="satici-kimligi-yonetim" className="space-y-2 border-t border-line pt-4">
      <h3 id="satici-kimligi-yonetim" className="text-sm font-bold text-ink">
        {tl.admin.title}
      </h3>
      <SellerIdentityDetails identity={identity} compact />
      {identity.kind === 'ticari' && !identity.verified ? (
        <div className="space-y-2">
          <p className="text-xs text-ink-muted">{tl.admin.verifyHint}</p>
          <Button size="sm" loading={pending} onClick={onVerify}>
            {tl.admin.verify}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
