// zod without its JIT, said before any schema is built (client/app.tsx imports this module before any module
// that builds schemas: modules run in import order, and query-client.ts already imports schemas). Our CSP has no
// 'unsafe-eval', so zod's compiled parsers could never run here; left to find that out itself, zod probes
// with `new Function("")` when the first object schema is made, which the CSP refuses with a console error
// on every page load.
import { z } from 'zod'
import { yieldToMain } from './yield-to-main.ts'

// React's start-up, which client/app.tsx imports first, was a task of its own (client/lib/yield-to-main.ts).
await yieldToMain()
z.config({ jitless: true })
