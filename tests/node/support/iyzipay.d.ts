// The parts of iyzipay (no published types) that tests/node/providers.test.ts calls.
declare module 'iyzipay' {
  type Callback = (err: unknown, result: unknown) => void
  type Resource = { create(request: object, cb: Callback): void; retrieve(request: object, cb: Callback): void }
  export default class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string })
    threedsInitialize: Resource
    threedsPayment: Resource
    cancel: Resource
    refund: Resource
    payment: Resource
    installmentInfo: Resource
    subMerchant: Resource & { update(request: object, cb: Callback): void }
    approval: Resource
    disapproval: Resource
  }
}
declare module 'iyzipay/lib/utils.js' {
  const utils: {
    generateAuthorizationHeaderV2(
      header: string,
      apiKey: string,
      separator: string,
      secretKey: string,
      uri: string,
      body: unknown,
      randomString: string,
    ): string
  }
  export default utils
}
