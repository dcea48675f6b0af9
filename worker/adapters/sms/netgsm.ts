import type { Env } from '../../env.ts'
import { RetryLater, base64Utf8, retryAfterMs, withUserAgent } from '../../lib/outgoing.ts'
import type { SmsSender } from './port.ts'

/**
 * Netgsm REST v2 (POST /sms/rest/v2/send, Basic auth, encoding TR); numbers as 5XXXXXXXXX. The
 * credentials are encoded as UTF-8, as Netgsm's own client does (a password may hold "ş" or "ı").
 */
export function netgsmSms(env: Env, fetcher: typeof fetch): SmsSender {
  return {
    name: 'netgsm',
    async send(sms) {
      if (!env.NETGSM_USERCODE || !env.NETGSM_PASSWORD || !env.NETGSM_HEADER) throw new Error('NETGSM_* must be set')
      const res = await fetcher('https://api.netgsm.com.tr/sms/rest/v2/send', {
        method: 'POST',
        headers: withUserAgent({
          Authorization: `Basic ${base64Utf8(`${env.NETGSM_USERCODE}:${env.NETGSM_PASSWORD}`)}`,
          'Content-Type': 'application/json',
        }),
        body: JSON.stringify({
          msgheader: env.NETGSM_HEADER,
          encoding: 'TR',
          messages: [{ msg: sms.text, no: sms.to.replace(/\D/g, '').slice(-10) }],
        }),
      })
      const body = (await res.json().catch(() => null)) as { code?: string } | null
      if (res.ok && body?.code === '00') return
      const message = `netgsm ${res.status} ${body?.code ?? ''}`
      const wait = retryAfterMs(res)
      if (wait != null && (res.status === 429 || res.status >= 500)) throw new RetryLater(message, wait)
      throw new Error(message)
    },
  }
}
