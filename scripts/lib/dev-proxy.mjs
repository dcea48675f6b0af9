// A shield in front of `wrangler dev` (README "npm start stays up").
// wrangler 4.124's ProxyWorker reports a proxied request that fails because its client went away
// ("Network connection lost.") to its ProxyController, which treats any such report as fatal: `wrangler
// dev` prints an empty `✘ [ERROR]` and exits (workers-sdk#15451, #15317, #15203, open upstream). A
// headless browser that moves on while a page is loading does exactly that; here 100–300 GET / aborted
// mid-response killed it within a few rounds. This proxy owns the connection to wrangler: it reads each
// request whole before passing it on, and reads each answer to its end even when the browser has left,
// so wrangler never sees a client disconnect. Plain HTTP only (the worker serves no WebSockets; the rooms
// are PartyKit's, on their own port). While wrangler is down (being restarted), requests wait for it.
//
// A storm (party/README.md "Shedding load"): wrangler dev gets at most `maxSockets`
// requests at a time and at most `maxWaiting` more wait here; one more is answered at once with 503,
// Retry-After: 1 and the catalogue's sentence, so every request gets a quick answer and the queue (the
// answer time) stays bounded whatever the offered rate. Without the bound the wait grew with the storm.
// 64 may wait by default: a page's first burst (photos, chunks, its calls) while wrangler restarts must
// not be shed; `bench:bids` passes the 16 its table was measured with.
import http from 'node:http'
import { tr } from '../../common/messages.ts'

const RESTART_WAIT_MS = 60_000
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'])

/**
 * Listens on `port` (host `host`) and forwards every request to `target` (http://host:port) with its
 * Host header unchanged, so the worker sees the address the browser used. Resolves with the server.
 */
export function startDevProxy({ port, host = '127.0.0.1', target, onError = () => {}, maxSockets = 8, maxWaiting = 64, onTiming }) {
  const upstreamUrl = new URL(target)
  let admitted = 0 // requests passed on to wrangler or waiting for one of its sockets
  // One connection per request, closed by us only after the answer's end: a reused keep-alive socket that
  // wrangler closes as we send on it is a request cut short, which is the very error that kills it.
  // At most 8 at a time (a browser opens 6 per host): under a burst of hundreds the connections between
  // wrangler's own ProxyWorker and the worker were reset too, with the same fatal outcome.
  const agent = new http.Agent({ keepAlive: false, maxSockets })
  const server = http.createServer((req, res) => {
    const marks = onTiming ? { in: 0, sent: 0, answered: 0 } : null // epoch ms, for `onTiming`
    const body = []
    let aborted = false
    req.on('data', (chunk) => body.push(chunk))
    req.on('error', () => (aborted = true))
    res.on('close', () => {
      if (!req.complete) aborted = true
    })
    req.on('end', () => {
      if (marks) marks.in = performance.timeOrigin + performance.now()
      if (aborted) return // the client left before its request was whole: wrangler never hears of it
      if (admitted >= maxSockets + maxWaiting) {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' })
        return void res.end(JSON.stringify({ message: tr.common.serviceUnavailable }))
      }
      admitted++
      let released = false
      const release = () => {
        if (released) return
        released = true
        admitted--
      }
      const headers = {}
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value
      const payload = Buffer.concat(body)
      if (payload.length || !['GET', 'HEAD'].includes(req.method ?? '')) headers['content-length'] = String(payload.length)
      // wrangler being (re)started refuses connections: the request never reached it, so sending it again
      // is safe whatever its method; the browser waits up to RESTART_WAIT_MS instead of seeing an error.
      const deadline = Date.now() + RESTART_WAIT_MS
      const send = () => {
        const upstream = http.request(
          { agent, host: upstreamUrl.hostname, port: upstreamUrl.port, method: req.method, path: req.url, headers },
          (answer) => {
            // Read the answer to its end whatever happens to the browser's connection.
            answer.on('data', (chunk) => {
              if (!res.destroyed) res.write(chunk)
            })
            answer.on('end', () => {
              if (marks) onTiming(req, { ...marks, answered: performance.timeOrigin + performance.now() })
              release()
              if (!res.destroyed) res.end()
            })
            answer.on('error', (error) => {
              release()
              onError(error)
              res.destroy()
            })
            if (!res.destroyed) {
              const out = []
              for (let i = 0; i < answer.rawHeaders.length; i += 2)
                if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) out.push(answer.rawHeaders[i], answer.rawHeaders[i + 1])
              res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out)
            }
          },
        )
        if (marks)
          upstream.once('socket', (socket) => {
            const sent = () => (marks.sent = performance.timeOrigin + performance.now())
            if (socket.connecting) socket.once('connect', sent)
            else sent()
          })
        upstream.on('error', (error) => {
          if (error.code === 'ECONNREFUSED' && Date.now() < deadline && !res.destroyed) return void setTimeout(send, 250)
          release()
          onError(error)
          if (res.destroyed) return
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
          res.end('wrangler dev is not answering.\n')
        })
        upstream.end(payload)
      }
      send()
    })
  })
  // Browsers keep connections open; never let the proxy's own timeouts cut a slow answer.
  server.requestTimeout = 0
  server.headersTimeout = 60_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
