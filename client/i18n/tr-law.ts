// UI labels of the seller's kind and identity and of the pre-information (docs/law.md). Server sentences
// live in common/messages/law.ts; this file holds only what the browser itself writes.
export const tl = {
  identity: {
    title: 'Satıcı türü ve kimliği',
    kindLegend: 'Hangi sıfatla satıyorsunuz?',
    kinds: { bireysel: 'Bireysel (ticari amaç olmadan)', ticari: 'Ticari (şirket ya da esnaf)' },
    tradeName: 'Unvan',
    vkn: 'Vergi kimlik numarası (VKN)',
    vknHint: '10 hane; şahıs işletmelerinde vergi dairenizin verdiği numara.',
    mersis: 'MERSİS numarası',
    mersisHint: '16 hane; ticaret sicil kaydınızdaki numara.',
    address: 'İşletme adresi',
    kep: 'KEP adresi',
    kepHint: 'Kayıtlı elektronik posta adresiniz, örneğin ad@hs01.kep.tr.',
    save: 'Satıcı bilgilerini kaydet',
    saving: 'Kaydediliyor…',
  },
  seller: {
    heading: 'Satıcı',
    vkn: 'VKN',
    mersis: 'MERSİS',
    address: 'Adres',
    kep: 'KEP',
  },
  preinfo: {
    confirm: 'Onayla ve devam et',
    loading: 'Ön bilgilendirme formu yükleniyor…',
    mustTick: 'Devam etmek için formu okuduğunuzu onaylayın.',
    version: (v: string) => `Metin sürümü: ${v}`,
    caymaYes: 'Cayma hakkı var (14 gün)',
    caymaNo: 'Cayma hakkı yok',
  },
  admin: {
    title: 'Satıcı türü ve kimliği',
    verify: 'Kimliği doğrula',
    verifyHint:
      'Unvan, VKN ve MERSİS numarasını resmî kayıtlarla (GİB, MERSİS, Ticaret Sicili Gazetesi) karşılaştırdıktan sonra doğrulayın.',
    privateSeller: 'Bu üye bireysel satıcıdır.',
  },
} as const
