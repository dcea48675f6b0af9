// The simulated cargo firm: numbers shaped like the real firms' (Yurtiçi: a 12-digit tracking number and
// the merchant's cargo key on the label; MNG: a 12-digit tracking number and a numeric barcode), derived
// from the order id so that the same order always gets the same numbers and two orders never share one.
import type { CargoProvider } from './index.ts'

const PREFIX = { yurtici: '71', mng: '82' } as const

/** A check digit (mod 10, weights 3 and 1 as in EAN) so that a mistyped number is caught at the branch. */
export function checkDigit(digits: string): string {
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(digits.length - 1 - i) - 48) * (i % 2 === 0 ? 3 : 1)
  return String((10 - (sum % 10)) % 10)
}

export function simulatedCargo(): CargoProvider {
  return {
    name: 'simulated',
    async createShipment({ orderId, channel }) {
      const body = `${PREFIX[channel]}${String(orderId).padStart(9, '0')}`
      const barcode = `${body}${checkDigit(body)}`
      const track = `${channel === 'yurtici' ? '3' : '6'}${String((orderId * 7919) % 1e10).padStart(10, '0')}`
      return { trackNo: `${track}${checkDigit(track)}`, barcodeNo: barcode }
    },
  }
}
