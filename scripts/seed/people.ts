// Demo members. Every account's password is Mezat1234 (README lists the three demo accounts).
import { slugify } from '../../common/text.ts'
import { hashPassword } from '../../worker/lib/password.ts'
import { BANKS, ibanValid, makeIban, makeTckn, tcknValid } from './banks.ts'
import type { Rng } from './rng.ts'
import type { Row } from './sql.ts'

export const DEMO_PASSWORD = 'Mezat1234'

export interface Person {
  username: string
  email: string
  role: 'member' | 'editor'
  title: string
  first: string
  last: string
  /** Sells (gets an IBAN and bank). */
  seller?: boolean
  /** Email left unverified. */
  unverified?: boolean
  /** Plate number of the city the member lives in (for addresses). */
  city?: number
  bank?: string
  tcknPrefix?: string
  phone: string
  born: readonly [number, number, number]
  daysAgo: number
}

export const PEOPLE: Person[] = [
  {
    username: 'alici',
    email: 'alici@mezat.test',
    role: 'member',
    title: 'Alıcı Can',
    first: 'Can',
    last: 'Yılmaz',
    tcknPrefix: '384512769',
    phone: '5321234567',
    born: [14, 3, 1988],
    daysAgo: 210,
  },
  {
    username: 'satici',
    email: 'satici@mezat.test',
    role: 'member',
    title: 'Kaya Antika',
    first: 'Murat',
    last: 'Kaya',
    seller: true,
    bank: '00062',
    tcknPrefix: '251903846',
    phone: '5357654321',
    born: [2, 11, 1979],
    daysAgo: 380,
  },
  {
    username: 'editor',
    email: 'editor@mezat.test',
    role: 'editor',
    title: 'Mezat Editörü',
    first: 'Elif',
    last: 'Demir',
    phone: '5301112233',
    born: [21, 6, 1990],
    daysAgo: 400,
  },
  {
    username: 'antikaci_ahmet',
    email: 'ahmet.ozturk@mezat.test',
    role: 'member',
    title: 'Antikacı Ahmet',
    first: 'Ahmet',
    last: 'Öztürk',
    seller: true,
    bank: '00064',
    tcknPrefix: '318406275',
    phone: '5422345678',
    born: [9, 9, 1971],
    daysAgo: 360,
  },
  {
    username: 'koleksiyoncu.ayse',
    email: 'ayse.celik@mezat.test',
    role: 'member',
    title: 'Koleksiyoncu Ayşe',
    first: 'Ayşe',
    last: 'Çelik',
    seller: true,
    bank: '00046',
    tcknPrefix: '427519083',
    phone: '5053456789',
    born: [30, 1, 1984],
    daysAgo: 330,
  },
  {
    username: 'saatci_mehmet',
    email: 'mehmet.arslan@mezat.test',
    role: 'member',
    title: 'Saatçi Mehmet',
    first: 'Mehmet',
    last: 'Arslan',
    seller: true,
    bank: '00067',
    tcknPrefix: '536208417',
    phone: '5324567890',
    born: [17, 7, 1966],
    daysAgo: 355,
  },
  {
    username: 'sahaf_osman',
    email: 'osman.gunes@mezat.test',
    role: 'member',
    title: 'Sahaf Osman',
    first: 'Osman',
    last: 'Güneş',
    seller: true,
    bank: '00010',
    tcknPrefix: '645917302',
    phone: '5445678901',
    born: [5, 4, 1958],
    daysAgo: 300,
  },
  {
    username: 'mucevher_zeynep',
    email: 'zeynep.aydin@mezat.test',
    role: 'member',
    title: 'Zeynep Mücevher',
    first: 'Zeynep',
    last: 'Aydın',
    seller: true,
    bank: '00015',
    tcknPrefix: '754026918',
    phone: '5336789012',
    born: [12, 12, 1986],
    daysAgo: 280,
  },
  {
    username: 'retro_emre',
    email: 'emre.koc@mezat.test',
    role: 'member',
    title: 'Retro Emre',
    first: 'Emre',
    last: 'Koç',
    seller: true,
    bank: '00134',
    tcknPrefix: '863135027',
    phone: '5467890123',
    born: [23, 8, 1992],
    daysAgo: 250,
  },
  {
    username: 'galeri_sevgi',
    email: 'sevgi.sahin@mezat.test',
    role: 'member',
    title: 'Galeri Sevgi',
    first: 'Sevgi',
    last: 'Şahin',
    seller: true,
    bank: '00012',
    tcknPrefix: '972244136',
    phone: '5378901234',
    born: [3, 2, 1975],
    daysAgo: 310,
  },
  {
    username: 'plakci_deniz',
    email: 'deniz.kurt@mezat.test',
    role: 'member',
    title: 'Plakçı Deniz',
    first: 'Deniz',
    last: 'Kurt',
    phone: '5389012345',
    born: [28, 5, 1991],
    daysAgo: 190,
  },
  {
    username: 'selin.kara',
    email: 'selin.kara@mezat.test',
    role: 'member',
    title: 'Selin K.',
    first: 'Selin',
    last: 'Kara',
    phone: '5070123456',
    born: [11, 10, 1995],
    daysAgo: 160,
  },
  {
    username: 'burak_1983',
    email: 'burak.dogan@mezat.test',
    role: 'member',
    title: 'Burak1983',
    first: 'Burak',
    last: 'Doğan',
    phone: '5301234509',
    born: [19, 3, 1983],
    daysAgo: 140,
  },
  {
    username: 'gulsen.hanim',
    email: 'gulsen.yildiz@mezat.test',
    role: 'member',
    title: 'Gülşen Hanım',
    first: 'Gülşen',
    last: 'Yıldız',
    phone: '5412345098',
    born: [7, 6, 1962],
    daysAgo: 120,
  },
  {
    username: 'ilker_tas',
    email: 'ilker.tas@mezat.test',
    role: 'member',
    title: 'İlker T.',
    first: 'İlker',
    last: 'Taş',
    phone: '5523456109',
    born: [15, 9, 1980],
    daysAgo: 100,
  },
  {
    username: 'caner.bey',
    email: 'caner.ozdemir@mezat.test',
    role: 'member',
    title: 'Caner Bey',
    first: 'Caner',
    last: 'Özdemir',
    phone: '5344567210',
    born: [26, 12, 1977],
    daysAgo: 95,
  },
  {
    username: 'nur_ozturk',
    email: 'nur.ozturk@mezat.test',
    role: 'member',
    title: 'Nur Ö.',
    first: 'Nur',
    last: 'Öztürk',
    unverified: true,
    phone: '5355678321',
    born: [4, 4, 1999],
    daysAgo: 12,
  },
  {
    username: 'oyuncakci_kemal',
    email: 'kemal.erdem@mezat.test',
    role: 'member',
    title: 'Oyuncakçı Kemal',
    first: 'Kemal',
    last: 'Erdem',
    phone: '5366789432',
    born: [13, 1, 1969],
    daysAgo: 230,
  },
  {
    username: 'hakan.polat',
    email: 'hakan.polat@mezat.test',
    role: 'member',
    title: 'Hakan P.',
    first: 'Hakan',
    last: 'Polat',
    unverified: true,
    phone: '5377890543',
    born: [8, 8, 1987],
    daysAgo: 6,
  },
  {
    username: 'ebru_sanat',
    email: 'ebru.aksoy@mezat.test',
    role: 'member',
    title: 'Ebru Sanat',
    first: 'Ebru',
    last: 'Aksoy',
    phone: '5388901654',
    born: [22, 2, 1993],
    daysAgo: 175,
  },
]

/** Default seller of each top-level category (an item may name another). */
export const SELLER_OF: Record<string, string> = {
  Saat: 'saatci_mehmet',
  Antika: 'antikaci_ahmet',
  Koleksiyon: 'koleksiyoncu.ayse',
  Mücevher: 'mucevher_zeynep',
  Moda: 'mucevher_zeynep',
  Sanat: 'galeri_sevgi',
  Elektronik: 'retro_emre',
  Oyuncak: 'retro_emre',
  'Kitap ve Plak': 'sahaf_osman',
  'Ev ve Yaşam': 'antikaci_ahmet',
}

export async function peopleRows(r: Rng, now: number) {
  const DAY = 86_400_000
  const hashes = await Promise.all(PEOPLE.map(() => hashPassword(DEMO_PASSWORD)))
  const slugs = new Set<string>()
  return PEOPLE.map((p, i) => {
    const slug = slugify(p.title)
    if (slugs.has(slug)) throw new Error(`duplicate user slug ${slug}`)
    slugs.add(slug)
    const created = now - p.daysAgo * DAY - r.int(0, 20) * 3_600_000
    const tckn = p.tcknPrefix ? makeTckn(p.tcknPrefix) : null
    if (tckn && !tcknValid(tckn)) throw new Error('bad TCKN')
    let bank: string | null = null
    let iban: string | null = null
    if (p.seller && p.bank) {
      bank = BANKS.find(([code]) => code === p.bank)![1]
      iban = makeIban(p.bank, String(r.int(10_000_000, 99_999_999)) + String(r.int(10_000_000, 99_999_999)))
      if (!ibanValid(iban)) throw new Error('bad IBAN')
    }
    return {
      id: i + 1,
      username: p.username,
      username_normalized: p.username.toLocaleLowerCase('tr-TR'),
      email: p.email,
      password_hash: hashes[i]!,
      role: p.role,
      title: p.title,
      slug,
      first_name: p.first,
      last_name: p.last,
      tckn,
      phone_1: p.phone,
      phone_verified_at: p.seller || p.tcknPrefix ? created + 3_600_000 : null,
      email_verified_at: p.unverified ? null : created + 600_000,
      birth_day: p.born[0],
      birth_month: p.born[1],
      birth_year: p.born[2],
      bank_title: bank,
      bank_account_name: bank ? `${p.first} ${p.last}` : null,
      bank_iban: iban,
      contracts_accepted_at: created,
      blocked_at: null,
      blocked_reason: null,
      created_at: created,
      updated_at: Math.min(now - 3_600_000, created + r.int(1, 30) * DAY),
    } satisfies Row
  })
}
