// The buyer the iyzico adapter's tests send to 3-D Secure initialize (tests/worker/checkout/payment.test.ts
// against recorded answers, tests/node/providers.test.ts beside the official client): one person, so
// the two recordings agree on who pays. Each test adds its own id and registration address.
export const IYZICO_BUYER = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+905321234567',
  identityNumber: '10000000146',
  ip: '85.34.78.112',
  city: 'İstanbul',
  zipCode: '34710',
}
