// How long Mezat keeps what it must keep after a member closes their account or a KVKK request is answered, and how long a data export
// stays downloadable: every figure in one place, each cited in docs/privacy.md "Retention". Where the law's
// period is uncertain the figure is the one the source reads most plainly, and it is a setting here.

const DAY = 24 * 60 * 60 * 1000
const YEAR = 365 * DAY

/** What Mezat keeps once its purpose has ended (a closed account's records, an answered KVKK request), and for how long before the periodic job destroys it. */
export const RETENTION = {
  /** Orders, their invoice and delivery details, payments (no card data), refunds, payouts, a trader's identity: TTK m.82 (10 years; VUK m.253's 5 is shorter). */
  commercialRecords: 10 * YEAR,
  /** Pre-information confirmations and bids (as an anonymous bidder): Mesafeli Sözleşmeler Yönetmeliği m.19 (3 years). */
  distanceContractRecords: 3 * YEAR,
  /** Consents to commercial messages and their withdrawals: the proof the sender must keep (3 years after consent ends). */
  consentRecords: 3 * YEAR,
  /** Sign-ins (time, address, browser): 5651's traffic record, two years at most (as Logpush keeps it). */
  signIns: 2 * YEAR,
  /**
   * An answered KVKK request, its receipt and answer mails, the member's notification and the answer quoted in
   * the audit, counted from the answer: 2 years, TBK m.72/1's short limitation for the damages claim of KVKK
   * m.11/1-ğ, the longest use the proof has once KVKK m.14's complaint window (30 days from the answer, 60 from
   * the application) has closed. The shorter of the readings, since the request often tells more than the
   * account held (docs/privacy.md "KVKK requests").
   */
  kvkkRequests: 2 * YEAR,
} as const

/** A finished "Verilerimi indir" file can be downloaded this long, then its link stops and the file is deleted. */
export const EXPORT_LINK_MS = 3 * DAY
/** A build not finished in this time (the worker was stopped) is taken up again by the cron. */
export const EXPORT_LEASE_MS = 10 * 60 * 1000
