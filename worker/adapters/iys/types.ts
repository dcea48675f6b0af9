// What the İYS adapters share (worker/adapters/iys/index.ts chooses one).

/** One consent change as İYS takes it: İYS's own words for channel (type) and state (status). */
export type IysConsent = {
  /** When the member said it, UTC milliseconds (sent as İYS's Turkish-time "YYYY-MM-DD HH:mm:ss"). */
  consentDate: number
  /** E-mail address, or the phone as +90XXXXXXXXXX. */
  recipient: string
  type: 'MESAJ' | 'EPOSTA' | 'ARAMA'
  status: 'ONAY' | 'RET'
}

export interface IysProvider {
  readonly name: string
  /** İYS's transaction id. Throws IysRefused (İYS said no: do not resend as is) or another error (retry later). */
  addConsent(consent: IysConsent): Promise<{ transactionId: string }>
}

/** İYS answered 422: the consent was not registered, and sending it again unchanged would not help. */
export class IysRefused extends Error {
  override name = 'IysRefused'
}
