// The browser's side of receipt checks (/dogrula): the shared checks of common/receipts.ts and
// common/receipt-chain.ts against this site's own public answers. Loaded only with the /dogrula route.
import { checkLot, fetchKeys, type LotCheck } from '#common/receipt-chain.ts'
import { receipts } from '#common/messages/receipts.ts'
import { verifyReceipt, type ReceiptPayload } from '#common/receipts.ts'

async function get(path: string): Promise<unknown> {
  const res = await fetch(path, { headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return res.json()
}

export type ReceiptResult = { ok: true; message: string; payload: ReceiptPayload; kid: string } | { ok: false; message: string }

/** One pasted receipt: its signature against the published keys and what it says. */
export async function checkPastedReceipt(text: string): Promise<ReceiptResult> {
  const keys = await fetchKeys(get)
  if (!keys) return { ok: false, message: receipts.keysUnavailable }
  const check = await verifyReceipt(text, keys)
  if (!check.ok) return { ok: false, message: check.reason }
  return { ok: true, message: receipts.receiptValid(check.payload.seq, check.payload.auction), payload: check.payload, kid: check.kid }
}

export const checkLotChain = (slug: string): Promise<LotCheck> => checkLot(get, slug)
