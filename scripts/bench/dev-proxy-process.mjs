// `npm run bench:bids`: the dev proxy (scripts/lib/dev-proxy.mjs) in its own process, as under `npm start`
// (where it lives in scripts/start.mjs, not beside a thousand watcher sockets). Run in the bench's process
// it shared one event loop with the load generator and the watchers, and each fan-out to 1,000 sockets held
// the product's requests back. Prints `ready` once listening, then one JSON line per request that carried
// `x-bench-bid`: its id and the proxy's marks (epoch ms).
//   node scripts/bench/dev-proxy-process.mjs <port> <target> <maxWaiting>
import { startDevProxy } from '../lib/dev-proxy.mjs'

const [port, target, maxWaiting] = process.argv.slice(2)
await startDevProxy({
  port: Number(port),
  target,
  maxWaiting: Number(maxWaiting),
  onTiming: (req, marks) => {
    const id = req.headers['x-bench-bid']
    if (typeof id === 'string') process.stdout.write(`${JSON.stringify({ id, ...marks })}\n`)
  },
})
process.stdout.write('ready\n')
process.on('SIGTERM', () => process.exit(0))
// The bench gone (killed, not stopped): so is its proxy.
setInterval(() => process.ppid === 1 && process.exit(0), 1000).unref()
