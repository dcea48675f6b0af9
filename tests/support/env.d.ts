// Types of the test env: the bindings of wrangler.toml, the secrets given in
// tests/worker/vitest.config.ts and the migrations the setup file applies.
/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    DB: D1Database
    PHOTOS: R2Bucket
    BACKUPS: R2Bucket
    EXPORTS: R2Bucket
    ASSETS: Fetcher
    AUTH_ADDRESS_LIMIT: RateLimit
    AUTH_ACCOUNT_LIMIT: RateLimit
    BID_ADDRESS_LIMIT: RateLimit
    BID_MEMBER_LIMIT: RateLimit
    ENVIRONMENT: string
    APP_URL: string
    PARTYKIT_HOST: string
    MAIL_PROVIDER: string
    SMS_PROVIDER: string
    JWT_SECRET: string
    INTERNAL_SECRET: string
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    HTML_FIXTURES: { title: string; payload: string }[]
  }
}

// Vite's ?raw imports (the app's index.html in tests/worker/app/page-html.test.ts; client/public/_headers in tests/worker/app/edges.test.ts).
declare module '*?raw' {
  const text: string
  export default text
}

// Vite's ?inline imports: a file as a data: URL (the site's preview image in tests/worker/app/page-html.test.ts).
declare module '*?inline' {
  const dataUrl: string
  export default dataUrl
}
