// Card input helpers of the payment form (Payment): digits only, grouped as printed on the
// card (4-4-4-4, American Express 4-6-5), the first 6 digits are the BIN.
export const digitsOnly = (s: string) => s.replace(/\D/g, '')

export function formatCardNumber(raw: string): string {
  const d = digitsOnly(raw)
  if (/^3[47]/.test(d)) {
    const x = d.slice(0, 15)
    return [x.slice(0, 4), x.slice(4, 10), x.slice(10)].filter(Boolean).join(' ')
  }
  return (d.slice(0, 16).match(/.{1,4}/g) ?? []).join(' ')
}

export const binOf = (cardNumber: string) => {
  const d = digitsOnly(cardNumber)
  return d.length >= 6 ? d.slice(0, 6) : ''
}

/** the failure text names expireMonth / expireYear as "Son Kullanım Tarihi". */
export const friendlyPaymentError = (text: string, expiryWord: string) => text.replace(/expire(Month|Year)/g, expiryWord)
