// The one error an adapter throws (docs/architecture.md "Outside services"): the provider could not be reached.
// Its own file so the adapters and their index do not import each other's values (no import cycle).
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable'
}
