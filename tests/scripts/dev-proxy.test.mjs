// scripts/lib/dev-proxy.mjs: the shield in front of `wrangler dev`. wrangler exits when
// a client leaves mid-response (workers-sdk#15451); behind the shield, the server never sees one leave.
// Run by npm test (node --test tests/scripts/).
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import { after, before, describe, it } from 'node:test'
import { tr } from '../../common/messages.ts'
import { startDevProxy } from '../../scripts/lib/dev-proxy.mjs'

const CHUNK = 'x'.repeat(64 * 1024)
let upstream
let proxy
const seen = [] // what the upstream server saw of each answer: 'finished' or 'client gone'

before(async () => {
  upstream = http.createServer((req, res) => {
    let received = ''
    req.on('data', (d) => (received += d))
    req.on('end', () => {
      if (req.url === '/echo') {
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] })
        return res.end(JSON.stringify({ method: req.method, host: req.headers.host, body: received }))
      }
      // A large answer written slowly: the client leaves long before its end.
      res.writeHead(200, { 'content-type': 'text/html' })
      let left = 40
      const write = () => {
        if (left-- === 0) return res.end()
        res.write(CHUNK)
        setTimeout(write, 5)
      }
      res.on('close', () => seen.push(res.writableFinished ? 'finished' : 'client gone'))
      write()
    })
  })
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r))
  proxy = await startDevProxy({ port: 0, target: `http://127.0.0.1:${upstream.address().port}` })
})
after(() => {
  proxy.close()
  upstream.close()
  proxy.closeAllConnections()
  upstream.closeAllConnections()
})

/** A browser that leaves: reads the first bytes of GET / and resets the connection. */
const leaveEarly = (port) =>
  new Promise((done) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost:8787\r\n\r\n'))
    socket.once('data', () => {
      socket.resetAndDestroy()
      done()
    })
  })

describe('the dev proxy', () => {
  it('passes method, Host, body, status and repeated headers through', async () => {
    const { port } = proxy.address()
    const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'a=1', headers: { host: 'localhost:8787' } })
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { method: 'POST', host: `127.0.0.1:${port}`, body: 'a=1' })
    assert.deepEqual(res.headers.getSetCookie(), ['a=1', 'b=2'])
  })

  it('reads every answer to its end though the browser left, so the server never sees it leave', async () => {
    const { port } = proxy.address()
    await Promise.all(Array.from({ length: 20 }, () => leaveEarly(port)))
    while (seen.length < 20) await new Promise((r) => setTimeout(r, 50))
    assert.deepEqual(seen, Array(20).fill('finished'))
  })

  it('holds requests while the server is down and sends them once it is back (a restart)', async () => {
    const late = http.createServer((req, res) => res.end(`late ${req.method}`))
    const port = await new Promise((r) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address()
        probe.close(() => r(p))
      })
    })
    const waiting = await startDevProxy({ port: 0, target: `http://127.0.0.1:${port}` })
    const answer = fetch(`http://127.0.0.1:${waiting.address().port}/x`, { method: 'POST', body: 'b' })
    setTimeout(() => late.listen(port, '127.0.0.1'), 600)
    assert.equal(await (await answer).text(), 'late POST')
    waiting.close()
    late.close()
    waiting.closeAllConnections()
    late.closeAllConnections()
  })

  it('answers at once with 503 and Retry-After past its bounded queue, and serves again when it drains', async () => {
    const held = []
    const slow = http.createServer((req, res) => held.push(() => res.end('ok')))
    await new Promise((r) => slow.listen(0, '127.0.0.1', r))
    const bounded = await startDevProxy({ port: 0, target: `http://127.0.0.1:${slow.address().port}`, maxSockets: 1, maxWaiting: 1 })
    const url = `http://127.0.0.1:${bounded.address().port}/api/addBid`
    const first = [fetch(url, { method: 'POST' }), fetch(url, { method: 'POST' })] // one at the server, one waiting
    while (held.length < 1) await new Promise((r) => setTimeout(r, 10))
    const shed = await fetch(url, { method: 'POST' })
    assert.equal(shed.status, 503)
    assert.equal(shed.headers.get('retry-after'), '1')
    assert.deepEqual(await shed.json(), { message: tr.common.serviceUnavailable })
    held.shift()()
    while (held.length < 1) await new Promise((r) => setTimeout(r, 10)) // the waiting one reached the server
    held.shift()()
    assert.deepEqual(await Promise.all(first.map(async (r) => (await r).status)), [200, 200])
    const again = fetch(url, { method: 'POST' })
    while (held.length < 1) await new Promise((r) => setTimeout(r, 10))
    held.shift()()
    assert.equal((await again).status, 200)
    bounded.close()
    slow.close()
    bounded.closeAllConnections()
    slow.closeAllConnections()
  })

  it('shows the difference without it: the server sees the browser leave', async () => {
    seen.length = 0
    await leaveEarly(upstream.address().port)
    while (seen.length < 1) await new Promise((r) => setTimeout(r, 50))
    assert.deepEqual(seen, ['client gone'])
  })
})
