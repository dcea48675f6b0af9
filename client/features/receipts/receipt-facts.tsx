// What a valid receipt says, as a definition list: the lot, the place in the chain, the amounts (kuruş
// shown in lira), the room's time in Istanbul, the key and the bidder's code for this lot.
import { FactList } from '#client/components/ui/fact-list.tsx'
import { formatKurus } from '#common/money.ts'
import type { ReceiptPayload } from '#common/receipts.ts'
import { formatDateTime } from '#common/time.ts'

const labels = {
  auction: 'Mezat no',
  seq: 'Sıra',
  amount: 'Pey',
  total: 'Toplam fiyat',
  auto: 'Otomatik pey',
  at: 'Zaman (Türkiye)',
  kid: 'Anahtar',
  bidder: 'Pey kodu',
  prev: 'Önceki makbuzun özeti',
  yes: 'Evet',
  no: 'Hayır',
  first: '— (zincirin ilk makbuzu)',
} as const

export function ReceiptFacts({ payload, kid }: { payload: ReceiptPayload; kid: string }) {
  const rows: [string, string][] = [
    [labels.auction, String(payload.auction)],
    [labels.seq, String(payload.seq)],
    [labels.amount, formatKurus(payload.amount_kurus)],
    [labels.total, formatKurus(payload.total_kurus)],
    [labels.auto, payload.auto ? labels.yes : labels.no],
    [labels.at, formatDateTime(payload.at)],
    [labels.kid, kid],
    [labels.bidder, payload.bidder],
    [labels.prev, payload.prev ?? labels.first],
  ]
  return (
    <FactList
      facts={rows}
      className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm"
      valueClassName="min-w-0 font-medium break-all text-ink"
    />
  )
}
