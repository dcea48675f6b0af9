import type { Env } from '../../env.ts'
import type { SmsSender } from './index.ts'

/** Netgsm REST v2 (POST /sms/rest/v2/send, Basic auth, encoding TR); numbers as 5XXXXXXXXX. */
export function netgsmSms(env: Env, fetcher: typeof fetch): SmsSender {
  return {
    name: 'netgsm',
    async send(sms) {
      if (!env.NETGSM_USERCODE || !env.NETGSM_PASSWORD || !env.NETGSM_HEADER) throw new Error('NETGSM_* must be set')
      const res = await fetcher('https://api.netgsm.com.tr/sms/rest/v2/send', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${env.NETGSM_USERCODE}:${env.NETGSM_PASSWORD}`)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          msgheader: env.NETGSM_HEADER,
          encoding: 'TR',
          messages: [{ msg: sms.text, no: sms.to.replace(/\D/g, '').slice(-10) }],
        }),
      })
      const body = (await res.json().catch(() => null)) as { code?: string } | null
      if (!res.ok || body?.code !== '00') throw new Error(`netgsm ${res.status} ${body?.code ?? ''}`)
    },
  }
}
