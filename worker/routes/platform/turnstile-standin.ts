// The local stand-in for Turnstile's api.js (explicit rendering: turnstile.render, reset, remove), served
// at /__dev/turnstile.js in development only (./human-check.ts). Its token is Cloudflare's dummy token,
// which the local siteverify (worker/adapters/turnstile/local.ts) judges by the secret, as Cloudflare does.
export const TURNSTILE_STANDIN = `(() => {
  const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'
  const widgets = new Map()
  let next = 0
  const say = (w, text, tone) => {
    w.box.textContent = text
    w.box.style.borderColor = tone === 'ok' ? '#15803d' : tone === 'bad' ? '#b91c1c' : '#d4d4d8'
  }
  const pass = (id) => {
    const w = widgets.get(id)
    if (!w) return
    w.token = TOKEN
    say(w, '✓ Doğrulandı (yerel test anahtarı)', 'ok')
    if (w.o.callback) w.o.callback(TOKEN)
  }
  const fail = (id) => {
    const w = widgets.get(id)
    if (!w) return
    w.token = undefined
    say(w, 'Doğrulanamadı (yerel test anahtarı)', 'bad')
    if (w.o['error-callback']) w.o['error-callback']('600010')
  }
  const run = (id) => {
    const w = widgets.get(id)
    const key = String(w.o.sitekey || '')
    w.token = undefined
    if (key.startsWith('3x')) {
      w.box.textContent = ''
      const tap = document.createElement('button')
      tap.type = 'button'
      tap.textContent = 'Doğrulamak için dokunun'
      tap.style.cssText = 'padding:8px 12px;border:1px solid #a1a1aa;border-radius:6px;background:#fff'
      tap.onclick = () => pass(id)
      w.box.appendChild(tap)
      return
    }
    say(w, 'Doğrulanıyor…', 'wait')
    setTimeout(() => (key.startsWith('2x') ? fail(id) : pass(id)), 150)
  }
  window.turnstile = {
    render(target, o) {
      const host = typeof target === 'string' ? document.querySelector(target) : target
      const box = document.createElement('div')
      box.setAttribute('data-turnstile-standin', String(o.sitekey || ''))
      box.style.cssText = 'display:flex;align-items:center;min-height:65px;max-width:300px;padding:0 12px;border:1px solid #d4d4d8;border-radius:6px;font:14px system-ui,sans-serif;color:#18181b;background:#fafafa'
      host.appendChild(box)
      const id = 'standin-' + ++next
      widgets.set(id, { box, o })
      run(id)
      return id
    },
    reset(id) {
      if (widgets.has(id)) run(id)
    },
    remove(id) {
      const w = widgets.get(id)
      if (w) w.box.remove()
      widgets.delete(id)
    },
    getResponse(id) {
      const w = widgets.get(id)
      return w ? w.token : undefined
    },
  }
})()
`
