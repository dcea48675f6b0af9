// The alerts' tail worker (wrangler.toml `tail_consumers`; its own config: tail/wrangler.toml). Cloudflare
// hands it the trace events of every invocation of the main worker, unsampled, shortly after each ends;
// it counts what matters to the engineer on call and mails them past a threshold (docs/operations.md
// "Alerts"). It writes to D1 directly rather than calling the main worker: a call would itself be traced
// and come back here, and an alert about the worker failing must not depend on the worker answering.
import { record, type TailEnv } from './alerts.ts'
import { observe } from './signals.ts'

export default {
  async tail(events, env) {
    const queued = await record(env, observe(events))
    if (queued) console.log(JSON.stringify({ level: 'info', msg: 'alert queued', mails: queued }))
  },
} satisfies ExportedHandler<TailEnv>
