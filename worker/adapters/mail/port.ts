// What a mail provider is (the port); the choice of provider is in index.ts.

/**
 * `idempotencyKey`: the same for every retry of one mail (the outbox row's), so a provider sends it once.
 * `headers`: extra headers, such as a commercial mail's List-Unsubscribe pair (RFC 8058).
 */
export type Mail = { to: string; subject: string; text: string; idempotencyKey?: string; headers?: Record<string, string> }
export interface Mailer {
  readonly name: string
  send(mail: Mail): Promise<void>
}
