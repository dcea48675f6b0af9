// Turkish phone numbers: mobiles are 5XX XXX XX XX (10 digits after the trunk 0 or +90).

/** Digits only, without +90, 90 or the trunk 0: "+90 (532) 123 45 67" → "5321234567". */
export function nationalDigits(raw: string): string {
  let d = raw.replace(/\D/g, '')
  if (d.length === 12 && d.startsWith('90')) d = d.slice(2)
  else if (d.length === 11 && d.startsWith('0')) d = d.slice(1)
  return d
}

/** A Turkish mobile number: 10 digits starting with 5 (GSM operators' 50x–55x prefixes). */
export const isTurkishMobile = (national: string) => /^5\d{9}$/.test(national)

/** "5321234567" → "0532 123 45 67" */
export function formatPhone(national: string): string {
  const m = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(national)
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : national
}

/** "5321234567" → "0532 *** ** 67", for messages that confirm where a code went. */
export const maskPhone = (national: string) => (national.length === 10 ? `0${national.slice(0, 3)} *** ** ${national.slice(8)}` : national)
