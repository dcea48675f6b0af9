// How a cargo firm's failures reach the domain (worker/domain/checkout/shipping.ts): a refusal the seller reads, or
// "unknown", which is safe to retry because every adapter creates idempotently.

/** The firm refused the shipment; `detail` is its own words (MNG writes them in Turkish) or ours. */
export class CargoRefused extends Error {
  override name = 'CargoRefused'
  constructor(readonly detail: string) {
    super(detail)
  }
}

/** The firm could not be reached or answered something unreadable: nothing is known to have happened. */
export class CargoUnavailable extends Error {
  override name = 'CargoUnavailable'
}
