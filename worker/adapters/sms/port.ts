// What an SMS provider is (the port); the choice of provider is in index.ts.

export type Sms = { to: string; text: string }
export interface SmsSender {
  readonly name: string
  send(sms: Sms): Promise<void>
}
