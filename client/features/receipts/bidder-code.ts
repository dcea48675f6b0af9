// The bidder's code a receipt names (its `bidder` claim), read without checking the signature: only to show
// the member which code is theirs on a lot. Checking is /dogrula's work (common/receipts.ts).
export function bidderCodeOf(jws: string): string | null {
  const part = jws.split('.')[1]
  if (!part) return null
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    const claims = JSON.parse(json) as { bidder?: unknown }
    return typeof claims.bidder === 'string' ? claims.bidder : null
  } catch {
    return null
  }
}

/** Offers the receipts as a JSON file the member keeps (no server round trip: the page already holds them). */
export function downloadJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
