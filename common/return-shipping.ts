// How a returned item travels back to the seller (docs/money-path.md "Sending a return back"): the firms a
// buyer may name and the tracking number's shape, checked once here for the order page and the worker.
import { tr } from './messages.ts'

/** The cargo firms a buyer ships a return with (stored as the code); `other` for anything not listed. */
export const RETURN_CARRIERS = ['yurtici', 'mng', 'aras', 'ptt', 'surat', 'ups', 'hepsijet', 'other'] as const
export type ReturnCarrier = (typeof RETURN_CARRIERS)[number]

export const RETURN_CARRIER_TITLES: Record<ReturnCarrier, string> = {
  yurtici: 'Yurtiçi Kargo',
  mng: 'MNG Kargo',
  aras: 'Aras Kargo',
  ptt: 'PTT Kargo',
  surat: 'Sürat Kargo',
  ups: 'UPS Kargo',
  hepsijet: 'HepsiJet',
  other: 'Diğer',
}

/**
 * Turkish firms' tracking numbers are 10–13 digits (Yurtiçi, MNG, Aras, Sürat) or a few letters with digits
 * (PTT's "KP…", UPS's "1Z…"): letters and digits, 8–30 of them, at least 6 digits. Spaces and dashes, as
 * receipts print them, are dropped.
 */
const TRACK_NO = /^[A-Z0-9]{8,30}$/
export const normalizeTrackNo = (raw: string) => raw.replace(/[\s-]+/g, '').toLocaleUpperCase('tr')

export type ReturnShipmentInput = { carrier?: string | null; track_no?: string | null }
export type ReturnShipmentCheck =
  | { ok: true; carrier: ReturnCarrier; trackNo: string }
  | { ok: false; field: 'carrier' | 'track_no'; message: string }

/** The buyer's "İadeyi Kargoya Verdim": which firm and its tracking number, or the field that is wrong. */
export function checkReturnShipment(input: ReturnShipmentInput): ReturnShipmentCheck {
  const carrier = RETURN_CARRIERS.find((c) => c === input.carrier)
  if (!carrier) return { ok: false, field: 'carrier', message: tr.payout.returnCarrierInvalid }
  const trackNo = normalizeTrackNo(input.track_no ?? '')
  if (!TRACK_NO.test(trackNo) || (trackNo.match(/\d/g)?.length ?? 0) < 6)
    return { ok: false, field: 'track_no', message: tr.payout.returnTrackNoInvalid }
  return { ok: true, carrier, trackNo }
}
