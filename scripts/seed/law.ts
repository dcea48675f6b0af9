// Demo seller kinds (docs/law.md "Seller kind"): `satici` and a watch dealer are traders checked by the
// editors, a gallery is a trader waiting for the check, two collectors say they sell privately, and every
// other seller has said nothing (a private seller too).
import { isValidVkn } from '../../common/validation/tckn.ts'

/** A VKN with its check digit, from nine digits. */
const vkn = (nine: string) => [...'0123456789'].map((d) => `${nine}${d}`).find(isValidVkn)!

type Trader = { trade_name: string; nine: string; address: string; kep: string; verified: boolean }

const TRADERS: Record<string, Trader> = {
  satici: {
    trade_name: 'Kaya Antika ve Koleksiyon Ticaret Limited Şirketi',
    nine: '478120365',
    address: 'Çukurcuma Caddesi No: 27/1, Firuzağa Mah., Beyoğlu, İstanbul',
    kep: 'kayaantika@hs01.kep.tr',
    verified: true,
  },
  saatci_mehmet: {
    trade_name: 'Mehmet Demir – Demir Saat (şahıs işletmesi)',
    nine: '291457803',
    address: 'Kapalıçarşı Kalpakçılar Cad. No: 58, Fatih, İstanbul',
    kep: 'demirsaat@hs02.kep.tr',
    verified: true,
  },
  galeri_sevgi: {
    trade_name: 'Sevgi Sanat Galerisi Anonim Şirketi',
    nine: '605318742',
    address: 'Alsancak Kıbrıs Şehitleri Cad. No: 102, Konak, İzmir',
    kep: 'sevgisanat@hs03.kep.tr',
    verified: false,
  },
}
const PRIVATE = ['antikaci_ahmet', 'koleksiyoncu.ayse']

export function sellerIdentityRows(uid: Map<string, number>, editorId: number, now: number) {
  const traders = Object.entries(TRADERS).map(([username, t]) => {
    const id = vkn(t.nine)
    return {
      user_id: uid.get(username)!,
      kind: 'ticari',
      trade_name: t.trade_name,
      vkn: id,
      mersis: `0${id}00015`,
      address: t.address,
      kep: t.kep,
      updated_at: now - 30 * 86_400_000,
      verified_at: t.verified ? now - 29 * 86_400_000 : null,
      verified_by: t.verified ? editorId : null,
    }
  })
  const privates = PRIVATE.map((username) => ({
    user_id: uid.get(username)!,
    kind: 'bireysel',
    trade_name: null,
    vkn: null,
    mersis: null,
    address: null,
    kep: null,
    updated_at: now - 40 * 86_400_000,
    verified_at: null,
    verified_by: null,
  }))
  return [...traders, ...privates]
}
