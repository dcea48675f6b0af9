// Cultural property (2863) and the cayma exceptions of MSY m.15 on single lots (docs/law.md): the wizard's
// questions, the seller's permit, the console's review and report, the refusals, the buyer's sentences.
export const lotLaw = {
  // The wizard.
  culturalTitle: 'Kültür varlığı',
  culturalLead:
    'Antika ve nümismatik eserler 2863 sayılı Kültür ve Tabiat Varlıklarını Koruma Kanunu kapsamında kültür varlığı olabilir. Kültür varlığı ancak müze müdürlüğünün verdiği ticaret izin belgesiyle satılabilir ve mezattan önce müzeye bildirilir.',
  culturalQuestion: 'Bu eser kültür varlığı mı?',
  culturalYes: 'Evet, kültür varlığıdır',
  culturalNo: 'Hayır, kültür varlığı değildir',
  culturalRequired: 'Bu eserin kültür varlığı olup olmadığını belirtin.',
  documentKind: 'Belge türü',
  documentKinds: { tescil: 'Müze tescil belgesi', ekspertiz: 'Uzman (ekspertiz) raporu' },
  documentKindRequired: 'Belge türünü seçin: müze tescil belgesi ya da uzman raporu.',
  document: 'Belge (PDF ya da fotoğraf)',
  documentHint: 'Belge yalnızca Mezat editörlerince incelenir ve müze bildiriminde kullanılır; alıcılara gösterilmez.',
  documentRequired: 'Kültür varlığı için müze tescil belgesini ya da uzman raporunu yükleyin.',
  documentChosen: (name: string) => `Seçilen belge: ${name}`,
  permitMissing:
    'Kültür varlığı satmak için ticaret izin belgesi numaranız satıcı bilgilerinizde kayıtlı olmalıdır. Hesap Bilgilerim → Satıcı türü ve kimliği bölümünden ekleyin.',
  permitOnFile: (no: string) => `Kayıtlı ticaret izin belgesi numaranız: ${no}`,
  permitLink: 'Satıcı bilgilerime git',
  // The seller's details.
  permitLabel: 'Kültür varlığı ticaret izin belgesi numarası',
  permitHint:
    'Yalnızca antika ve nümismatik kategorilerinde kültür varlığı satacaksanız gerekir: müze müdürlüğünün verdiği belgenin numarası. Editörler onaylarken ve müze bildiriminde kullanılır.',
  permitInvalid: 'Ticaret izin belgesi numarası 2–60 karakter olmalı; harf, rakam, boşluk, “/”, “.” ve “-” içerebilir.',
  // The m.15 exception in the wizard.
  exceptionTitle: 'Cayma hakkı istisnası',
  exceptionLead:
    'Ticari satıcı olarak sattığınız ürünlerde alıcının 14 günlük cayma hakkı vardır. Ürün Mesafeli Sözleşmeler Yönetmeliği m.15’teki istisnalardan birine giriyorsa burada seçin; editör onaylarken kontrol eder. Açık artırma ile satılması tek başına istisna değildir.',
  exceptionNone: 'İstisna yok: cayma hakkı geçerli',
  exceptionInvalid: 'Cayma hakkı istisnası listedekilerden biri olmalıdır.',
  exceptionPrivate: 'Cayma hakkı istisnası yalnızca ticari satıcılar içindir; bireysel satıcının ürünlerinde cayma hakkı zaten uygulanmaz.',
  exceptions: {
    market_price: 'Fiyatı finansal piyasalardaki dalgalanmalara bağlı olan ve satıcının kontrolünde olmayan mal',
    personalised: 'Alıcının istekleri ya da kişisel ihtiyaçları doğrultusunda hazırlanan mal',
    perishable: 'Çabuk bozulabilen ya da son kullanma tarihi geçebilecek mal',
    mixed: 'Tesliminden sonra başka ürünlerle karışan ve doğası gereği ayrıştırılamayan mal',
    periodical: 'Abonelik dışındaki gazete, dergi gibi süreli yayın',
  },
  exceptionLetters: { market_price: 'a', personalised: 'b', perishable: 'c', mixed: 'd', periodical: 'f' },
  exceptionSource: (letter: string) => `Mesafeli Sözleşmeler Yönetmeliği m.15/1-${letter}`,
  /** The buyer's sentence (lot page, pre-information, order page). */
  exceptionApplies: (label: string) => `Bu üründe cayma hakkı uygulanmaz. Neden: ${label}.`,
  /** The pre-information's cayma section for such a lot: the reason, and the defect return that stays. */
  preinfoException: (label: string) => [
    `Satıcı ticari satıcıdır; ancak bu ürün ${label} olduğu için bu satışta 14 günlük cayma hakkı uygulanmaz.`,
    'Ürün ilan edilen niteliklere uymuyorsa ya da kusurluysa, teslimattan sonra sipariş detay sayfasından iade talebinde bulunabilirsiniz.',
  ],
  exceptionRefused: (label: string) => `Bu siparişte cayma hakkı yok: ürün, ${label} olarak satıldı.`,
  // The console.
  reviewTitle: 'Yasal beyanlar',
  reviewCultural: 'Kültür varlığı',
  reviewNotCultural: 'Kültür varlığı değil',
  reviewPermit: 'Ticaret izin belgesi no',
  reviewNoPermit: 'Kayıtlı değil',
  reviewDocument: 'Belgeyi aç',
  reviewDocumentOpened: 'Belgeyi açtınız.',
  reviewDocumentHint: 'Onaylamadan önce belgeyi açıp eserle karşılaştırın; açtığınız kaydedilir.',
  reviewException: 'Cayma hakkı istisnası',
  reviewNoException: 'Yok: cayma hakkı geçerli',
  reviewClearException: 'İstisnayı kaldır',
  reviewClearConfirm: 'İstisna kaldırılsın mı? Alıcılar bu üründe 14 günlük cayma hakkına sahip olur.',
  exceptionCleared: 'Cayma hakkı istisnası kaldırıldı; üründe cayma hakkı geçerli.',
  noException: 'Bu üründe kaldırılacak bir cayma hakkı istisnası yok.',
  // Refusals of the approval (422).
  documentNotOpened: 'Kültür varlığı olarak bildirilen bu eseri onaylamadan önce belgesini açıp incelemelisiniz.',
  permitRequiredForApproval: 'Satıcının ticaret izin belgesi numarası kayıtlı değil; kültür varlığı bu belge olmadan onaylanamaz.',
  documentNotFound: 'Bu ürün için yüklenmiş bir kültür varlığı belgesi yok.',
  // The museum report.
  reportTitle: 'Kültür varlığı bildirimi',
  reportLead:
    'Müze müdürlüğüne mezattan en az 10 gün önce yapılacak bildirim için, seçilen tarihler arasında başlayan ve kültür varlığı olarak bildirilen ürünlerin listesi (CSV).',
  reportFrom: 'Başlangıç günü',
  reportTo: 'Bitiş günü',
  reportDayInvalid: 'Tarih YYYY-AA-GG biçiminde olmalıdır (örneğin 2026-12-01).',
  reportRangeOrder: 'Bitiş günü başlangıç gününden önce olamaz.',
  reportRangeTooLong: 'Tarih aralığı en fazla bir yıl olabilir.',
  csv: {
    columns: [
      'Ürün no',
      'Ürün adı',
      'Kategori',
      'Başlangıç',
      'Bitiş',
      'Onay durumu',
      'Belge türü',
      'Satıcı no',
      'Satıcı',
      'Satıcı adı soyadı',
      'Ticaret izin belgesi no',
      'Ürün bağlantısı',
    ],
    state: { 0: 'Onay bekliyor', 2: 'Onaylandı' } as Record<number, string>,
  },
} as const
