// Turkish phone numbers, read with libphonenumber-js (Google's libphonenumber metadata): every way a
// Turkish user writes one is accepted ("0532 123 45 67", "+90 (0532) 123 45 67", "0090 532…",
// "532-123-4567"), prefixes no operator has (0577, 0561) and the pager range (0512) are not mobiles.
// Stored one way: the 10-digit national number ("5321234567"); shown the Turkish way (formatPhone).
// Decisions: docs/member-rules.md "Phones".
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max'

/** Digits, spaces, brackets, plus, dash, dot and slash: anything else is not a phone number. */
const PHONE_CHARACTERS = /^[\d\s()+\-./]+$/

/** A valid Turkish number as written by anyone: its 10-digit national number and its type, or null. */
export function parseTurkishPhone(raw: string): { national: string; type: NumberType } | null {
  const text = raw.trim()
  if (!PHONE_CHARACTERS.test(text)) return null
  const parsed = parsePhoneNumberFromString(text, 'TR')
  if (!parsed || parsed.country !== 'TR' || !parsed.isValid()) return null
  return { national: parsed.nationalNumber, type: parsed.getType() }
}

/** The national number of a Turkish mobile (a GSM operator's range), or null. */
export function turkishMobile(raw: string): string | null {
  const p = parseTurkishPhone(raw)
  return p?.type === 'MOBILE' ? p.national : null
}

/** The national number of any valid Turkish line (mobile, fixed, 0850…), or null. */
export const turkishPhone = (raw: string): string | null => parseTurkishPhone(raw)?.national ?? null

/** "5321234567" → "0532 123 45 67" */
export function formatPhone(national: string): string {
  const m = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(national)
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : national
}

/** "5321234567" → "0532 *** ** 67", for messages that confirm where a code went. */
export const maskPhone = (national: string) => (national.length === 10 ? `0${national.slice(0, 3)} *** ** ${national.slice(8)}` : national)
