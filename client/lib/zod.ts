// zod as the browser's build knows it: vite.config.ts resolves every `import … from 'zod'` of the SPA here, so
// zod is told `jitless` before any schema is built, in whichever lazy chunk zod first arrives (a form, the
// console; a first visit builds none, docs/first-visit.md "zod off the first visit"). Our CSP has no
// 'unsafe-eval', so zod's compiled parsers could never run; left to find that out itself, zod probes with
// `new Function("")` when the first object schema is made, which the CSP refuses with a console error.
import { z } from 'zod/v4'

z.config({ jitless: true })

export * from 'zod/v4'
