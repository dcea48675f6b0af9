// Cloudflare's siteverify address and its documented test secret keys
// (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export const TEST_SECRETS = {
  alwaysPasses: '1x0000000000000000000000000000000AA',
  alwaysFails: '2x0000000000000000000000000000000AA',
  alreadySpent: '3x0000000000000000000000000000000AA',
} as const

/** The test site key whose widget always passes (visible), used by the browser in development. */
export const TEST_SITE_KEY = '1x00000000000000000000AA'
