// The money the law touches (docs/law.md "Money the law touches"): the e-commerce withholding's setting and
// the monthly reports editors download.
import { WITHHOLDING_MAX_PERCENT } from '../withholding.ts'

export const moneyLaw = {
  withholdingTitle: 'E-ticaret stopajı',
  withholdingLead:
    '1 Ocak 2025’ten bu yana aracı hizmet sağlayıcı, satıcılara yaptığı ödemelerden satış bedelinin %1’ini keser ve muhtasar beyannameyle öder. Açıkken her satışın satıcı payından kesilir ve satıcının ödeme dökümünde ayrı satır olarak görünür; değişiklik yalnızca bundan sonraki ödemelere uygulanır.',
  withholdingEnabled: 'Stopaj kesilsin',
  withholdingRate: 'Stopaj oranı (%)',
  withholdingRateInvalid: `Stopaj oranı 0 ile ${WITHHOLDING_MAX_PERCENT} arasında, en fazla iki ondalıklı bir yüzde olmalıdır.`,
  withholdingSaved: 'Stopaj ayarı kaydedildi.',
  reportsTitle: 'Aylık raporlar',
  reportsLead:
    'Muhasebe için aylık dökümler (CSV, Excel ile açılır; sütunlar noktalı virgülle ayrılır). Ay, Türkiye saatine göre ayın ilk gününden son gününe kadardır.',
  reportMonth: 'Ay',
  reportMonthInvalid: 'Ay YYYY-AA biçiminde olmalıdır (örneğin 2025-01).',
  withholdingReport: 'Stopaj raporu',
  withholdingReportHint: 'Ay içinde satıcılara yapılan ödemelerden kesilen stopaj, satıcı ve vergi/T.C. kimlik numarasıyla.',
  volumeReport: 'Net işlem hacmi raporu',
  volumeReportHint: 'Ay içinde ödenen siparişler; iptal ve iadeler düşülerek.',
  download: 'CSV indir',
  csv: {
    withholding: {
      columns: ['Ödeme tarihi', 'Sipariş no', 'Satıcı no', 'Satıcı', 'Satıcı türü', 'Vergi/T.C. kimlik no', 'Satış bedeli (TL)', 'Stopaj (TL)', 'Sonradan iade'],
      kind: { bireysel: 'Bireysel', ticari: 'Ticari' },
      returned: 'Evet',
      notReturned: 'Hayır',
      total: 'TOPLAM',
    },
    volume: {
      columns: ['Sipariş tarihi', 'Sipariş no', 'Satıcı no', 'Ürün bedeli (TL)', 'Hizmet bedeli (TL)', 'Kargo (TL)', 'Ödenen (TL)', 'Durum', 'Net işlem hacmine giren (TL)'],
      state: { sold: 'Satış', cancelled: 'İptal', returned: 'İade' },
      gross: 'BRÜT (ay içindeki siparişler)',
      cancelled: 'İPTAL EDİLEN',
      returned: 'İADE EDİLEN',
      net: 'NET İŞLEM HACMİ',
    },
  },
}
