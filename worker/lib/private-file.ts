// A stored document (an image or a PDF) handed to the one person allowed to read it: never cached on the way,
// and shown by the browser itself inside a sandbox, never run as a page of ours.
export function privateFileResponse(object: R2ObjectBody) {
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('Cache-Control', 'private, no-store')
  headers.set('Content-Disposition', 'inline')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
  return new Response(object.body, { headers })
}
