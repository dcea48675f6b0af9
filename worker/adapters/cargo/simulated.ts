// The simulated cargo firm: numbers shaped like the real firms' (Yurtiçi: a 12-digit tracking number and
// the merchant's cargo key on the label; MNG: a 12-digit tracking number and a numeric barcode). They are
// random, never derived from the order id: a barcode names a shipment in the firm's callbacks, so it must not
// be guessable from an order number (docs/security.md "Cargo events"). UNIQUE in shipments keeps them apart.
import type { CargoProvider } from './port.ts'

const PREFIX = { yurtici: '71', mng: '82' } as const

/** A check digit (mod 10, weights 3 and 1 as in EAN) so that a mistyped number is caught at the branch. */
export function checkDigit(digits: string): string {
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(digits.length - 1 - i) - 48) * (i % 2 === 0 ? 3 : 1)
  return String((10 - (sum % 10)) % 10)
}

/** `n` random decimal digits (rejection sampling keeps every digit equally likely). */
function randomDigits(n: number): string {
  let out = ''
  while (out.length < n) for (const b of crypto.getRandomValues(new Uint8Array(n))) if (b < 250 && out.length < n) out += String(b % 10)
  return out
}

/** A tracking number and a barcode number of `channel`'s shape. */
function numbers(channel: keyof typeof PREFIX) {
  const body = `${PREFIX[channel]}${randomDigits(9)}`
  const track = `${channel === 'yurtici' ? '3' : '6'}${randomDigits(10)}`
  return { trackNo: `${track}${checkDigit(track)}`, barcodeNo: `${body}${checkDigit(body)}` }
}

export function simulatedCargo(): CargoProvider {
  return {
    name: 'simulated',
    channels: ['yurtici', 'mng'],
    async createShipment({ channel }) {
      return numbers(channel)
    },
    async createReturn({ channel }) {
      return numbers(channel)
    },
  }
}
