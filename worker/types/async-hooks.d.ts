// (tests/tsconfig.json includes this file too.) The one piece of Node the worker uses: AsyncLocalStorage, which workerd provides under the `nodejs_als`
// compatibility flag (wrangler.toml) without the rest of nodejs_compat. @cloudflare/workers-types does not
// declare it, so its shape is declared here (the part worker/lib/request-context.ts calls).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R
    getStore(): T | undefined
  }
}
