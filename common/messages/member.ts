// The member area's sentences: account, phone, bank, addresses, invoice
// profiles, tickets, questions, the seller's wizard, support centre, blog and the contact form.
// Sentences the spec quotes are kept word for word (with Turkish letters); the others are ours.
import { formatKurus } from '../money.ts'
import { tooLong } from './phrases.ts'

export const account = {
  guest: 'Profil detayı güncellemek için üye girişi yapmanız gerekiyor',
  titleRequired: 'Kullanıcı adı (rumuz) zorunludur.',
  titleTooLong: tooLong('Kullanıcı adı (rumuz)', 50),
  firstNameRequired: 'Ad alanı zorunludur.',
  firstNameTooLong: tooLong('Ad', 50),
  lastNameRequired: 'Soyad alanı zorunludur.',
  lastNameTooLong: tooLong('Soyad', 50),
  namePattern: 'Ad ve soyad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir.',
  tcknInvalid: 'Geçersiz TC Kimlik No. Lütfen 11 haneli TC Kimlik Numaranızı girin.',
  tcknChecksum: 'TC Kimlik No doğrulanamadı. Lütfen numaranızı kontrol edin.',
  birthDateInvalid: 'Lütfen geçerli bir doğum tarihi seçin.',
  birthYearRange: 'Doğum yılı 1930 ile 2004 arasında olmalıdır.',
  phoneRequired: 'Telefon alanı zorunludur.',
  phoneInvalid: 'Lütfen 5XX XXX XX XX biçiminde geçerli bir cep telefonu numarası girin.',
  accountNameRequired: 'Hesap sahibi alanı zorunludur.',
  accountNameMismatch: 'Hesap sahibinin adı soyadı, hesap bilgilerinizdeki ad ve soyadınızla aynı olmalıdır.',
  namesMissingForBank: 'Banka bilgilerini kaydetmeden önce hesap bilgilerinize ad ve soyadınızı girin.',
  bankRequired: 'Lütfen bankanızı seçin.',
  bankUnknown: 'Lütfen listeden bir banka seçin.',
  ibanRequired: 'IBAN alanı zorunludur.',
  ibanLength: 'IBAN, TR ile başlayan 26 karakter olmalıdır.',
  ibanInvalid: 'Geçersiz IBAN. Lütfen numarayı kontrol edin.',
  ibanBankMismatch: (ibanBank: string) => `Seçtiğiniz banka IBAN'daki banka ile eşleşmiyor. Bu IBAN ${ibanBank} hesabına ait.`,
  profileSaved: (maskedPhone: string) => `Bilgileriniz kaydedildi. ${maskedPhone} numaralı telefonunuza 4 haneli doğrulama kodu gönderdik.`,
  bankSaved: 'Tebrikler! Banka bilgileriniz başarıyla kaydedildi.',
  /** what the browser shows when the bank update fails for another reason than a field. */
  bankServerError: (status: number) => `Sunucu hatası! ${status}`,
  smsBody: (code: string) => `Mezat telefon doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.`,
} as const

export const phone = {
  codeFormat: 'Lütfen 4 haneli geçerli sms kodu girin.',
  codeInvalid: 'Geçersiz doğrulama kodu',
  codeExpired: 'Doğrulama kodunun süresi doldu. Lütfen bilgilerinizi kaydederek yeni kod isteyin.',
  codeMissing: 'Bekleyen bir doğrulama kodu yok. Lütfen bilgilerinizi kaydederek kod isteyin.',
  tooManyAttempts: 'Çok fazla hatalı deneme yaptınız. Lütfen bilgilerinizi kaydederek yeni kod isteyin.',
  verified: 'Telefon numaranız doğrulandı.',
} as const

export const address = {
  /** "{Field} alanı boş bırakılamaz", the field named by its label. */
  empty: (field: string) => `${field} alanı boş bırakılamaz`,
  fields: {
    person: 'Teslim alacak kişi',
    title: 'Adres Başlığı',
    line1: 'Açık Adres',
    city: 'İl',
    town: 'İlçe',
    postalcode: 'Posta Kodu',
    phone: 'Cep Telefonu',
  },
  tooLong,
  postalFormat: 'Posta kodu 5 haneli olmalıdır.',
  postalCityMismatch: 'Posta kodu seçtiğiniz ile ait değil.',
  cityUnknown: 'Lütfen listeden bir il seçin.',
  townUnknown: 'Lütfen seçtiğiniz ile ait bir ilçe seçin.',
  saved: 'Adresiniz kaydedildi.',
  updated: 'Adresiniz güncellendi.',
  defaultSet: 'Varsayılan teslimat adresiniz değiştirildi.',
  deleted: 'Adresiniz silindi.',
  notFound: 'Adres bulunamadı.',
  limit: (max: number) => `En fazla ${max} adres kaydedebilirsiniz. Yeni adres eklemek için önce birini silin.`,
} as const

export const invoice = {
  required: 'Lütfen tüm zorunlu alanları doldurun.',
  typeInvalid: 'Lütfen fatura türünü seçin.',
  digitsOnly: 'Sadece rakam giriniz',
  gercekLength: 'Gerçek kişiler için 11 haneli T.C. Kimlik No giriniz.',
  tuzelLength: 'Tüzel kişiler için 10 haneli Vergi No giriniz.',
  tcknChecksum: 'T.C. Kimlik No doğrulanamadı. Lütfen numarayı kontrol edin.',
  vknChecksum: 'Vergi No doğrulanamadı. Lütfen numarayı kontrol edin.',
  phoneFormat: 'Telefon 0 ile başlamalı ve 11 haneli olmalı',
  efaturaInvalid: 'e-Fatura mükellefiyeti için Evet veya Hayır seçin.',
  tooLong,
  fields: { full_name: 'Ad soyad / unvan', tax_office: 'Vergi dairesi', address: 'Adres', city: 'İl', district: 'İlçe' },
  saved: 'Fatura bilgileriniz kaydedildi.',
  updated: 'Fatura bilgileriniz güncellendi.',
  saveFailed: 'Fatura bilgileri kaydedilemedi.',
  saveFailedTitle: 'Minik bir hata oluştu',
  notFound: 'Fatura bilgisi bulunamadı.',
  limit: (max: number) => `En fazla ${max} fatura bilgisi kaydedebilirsiniz.`,
} as const

export const ticket = {
  guestNew: 'Destek talebinde bulunmak için üye girişi yapmalısınız',
  guestReply: 'Destek talebine yanıt vermek için üye girişi yapmalısınız',
  titleRequired: 'Lütfen destek talebiniz için bir konu seçin.',
  titleTooLong: tooLong('Konu', 150),
  textRequired: 'Lütfen destek talebinizi yazın.',
  replyRequired: 'Lütfen yanıtınızı yazın.',
  textTooLong: tooLong('Mesajınız', 5000),
  created: 'Destek talebiniz alındı. En kısa sürede size dönüş yapacağız.',
  replied: 'Yanıtınız destek talebine eklendi.',
  tooMany: 'Kısa sürede çok fazla destek talebi oluşturdunuz. Lütfen mevcut taleplerinizden devam edin.',
  staffName: 'Mezat Destek Ekibi',
  /** anything else reads as 0. */
  status: ['İşlem bekliyor', 'Görüldü', 'İnceleniyor', 'Cevaplandı', 'Çözüldü', 'Çözülemedi'],
  empty: 'Henüz bir destek talebiniz yok.',
} as const

export const myQuestions = {
  empty: 'Henüz bir soru sormadınız ya da ürünlerinize soru gelmedi.',
} as const

export const listing = {
  guest: 'Mezat oluşturmak için üye girişi yapmalısınız',
  profileIncomplete: 'Mezat oluşturabilmek için önce hesap bilgilerinizi ve banka bilgilerinizi tamamlayıp telefonunuzu doğrulamalısınız.',
  categoryRequired: 'Lütfen bir kategori seçin.',
  subCategoryRequired: 'Lütfen bir alt kategori seçin.',
  categoryInvalid: 'Seçtiğiniz kategori bulunamadı. Lütfen listeden seçin.',
  brandRequired: 'Marka seçimi zorunludur.',
  brandTooLong: tooLong('Marka', 60),
  modelRequired: 'Model bilgisi girmelisiniz.',
  modelTooLong: tooLong('Model', 80),
  seriesTooLong: tooLong('Seri', 80),
  titleRequired: 'Lütfen en az 20 karakterlik bir mezat başlığı girin.',
  titleTooLong: tooLong('Mezat başlığı', 120),
  descriptionLabel: 'Açıklama',
  descriptionTooLong: tooLong('Açıklama', '20.000'),
  conditionGradeInvalid: 'Ürünün durumu için listedeki derecelerden birini seçin.',
  conditionGradeRequired: 'Durum notu yazdıysanız ürünün durum derecesini de seçin.',
  conditionNotesTooLong: tooLong('Durum notları', '1.000'),
  conditionPhotosNeedGrade: 'Durum fotoğrafı eklediyseniz ürünün durum derecesini de seçin.',
  conditionPhotosMax: (max: number) => `En fazla ${max} durum fotoğrafı ekleyebilirsiniz.`,
  conditionPhotoTooLarge: 'Her durum fotoğrafı en fazla 10 MB olabilir.',
  conditionPhotoType: 'Durum fotoğrafları yalnızca JPEG, PNG veya WebP biçiminde olabilir.',
  conditionPhotoPixels: 'JPEG durum fotoğrafları en fazla 4,2 megapiksel olabilir (ör. 2560 × 1600 piksel).',
  conditionThumbnailsMismatch: 'Durum fotoğraflarının küçük resimleri fotoğraflarla eşleşmiyor. Lütfen durum fotoğraflarını yeniden ekleyin.',
  conditionCaptionTooLong: (n: number, max: number) => tooLong(`${n}. durum fotoğrafının açıklaması`, max),
  conditionCaptionWithoutPhoto: (n: number) => `${n}. durum fotoğrafı yok; açıklamasını silin ya da fotoğrafı ekleyin.`,
  propertyRequired: (label: string) => `${label} seçimi zorunludur`,
  propertyInvalid: (label: string) => `${label} için listedeki seçeneklerden birini seçin.`,
  openingPriceRequired: 'Açılış fiyatı girmelisiniz.',
  buyNowPriceRequired: 'Hemen Al fiyatı girmelisiniz.',
  priceFormat: 'Fiyatı rakamla girin (ör. 1.250 veya 1250,50).',
  priceMax: `Fiyat en fazla ${formatKurus(1_000_000_000)} olabilir.`,
  buyNowNotAboveOpening: 'Hemen Al fiyatı açılış fiyatından yüksek olmalıdır.',
  startAfterEnd: 'Başlangıç tarihi, bitiş tarihinden küçük olamaz',
  dateFormat: 'Lütfen geçerli bir tarih ve saat seçin.',
  startInPast: 'Başlangıç zamanı geçmişte olamaz.',
  dateTooFar: 'Başlangıç ve bitiş tarihleri bugünden en fazla 7 gün sonrası olabilir.',
  durationTooShort: 'Mezat süresi en az 1 saat olmalıdır.',
  shippingPayerInvalid: 'Kargo ücretini kimin ödeyeceğini seçin.',
  photosMin: 'En az 4 fotoğraf yüklemelisiniz.',
  photosMax: 'En fazla 10 fotoğraf yükleyebilirsiniz.',
  photoTooLarge: 'Her fotoğraf en fazla 10 MB olabilir.',
  photoType: 'Yalnızca JPEG, PNG veya WebP biçiminde fotoğraf yükleyebilirsiniz.',
  photoPixels: 'JPEG fotoğraflar en fazla 4,2 megapiksel olabilir (ör. 2560 × 1600 piksel).',
  thumbnailsMismatch: 'Küçük resimler fotoğraflarla eşleşmiyor. Lütfen fotoğrafları yeniden ekleyin.',
  saved: 'Mezatınız kaydedildi. Editörlerimiz en geç 3 saat içinde inceleyip yayınlayacak.',
  saveFailed: 'Mezat kaydı gönderilirken bir hata oluştu. Lütfen tekrar deneyiniz.',
  approvalWaiting: 'Mezatınız editör onayı bekliyor. Onay süresi en fazla 3 saattir.',
  approvalApproved: 'Tebrikler! Mezatınız onaylandı ve yayında.',
  approvalRejected: 'Mezatınız onaylanmadı.',
} as const

export const sellerProfile = {
  notFound: 'Satıcı bulunamadı.',
} as const

export const supportCentre = {
  notFound: 'Aradığınız destek konusu bulunamadı.',
} as const

export const blog = {
  categoryNotFound: 'Aradığınız blog kategorisi bulunamadı.',
  pageNotFound: 'Aradığınız blog yazısı bulunamadı.',
} as const

export const contact = {
  nameRequired: 'Lütfen adınızı soyadınızı yazın',
  nameTooLong: tooLong('Ad soyad', 100),
  emailRequired: 'Lütfen e-posta adresinizi yazın',
  messageRequired: 'Lütfen bir mesaj içeriği yazın',
  sent: 'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
  staffSubject: (name: string) => `İletişim formu: ${name}`,
} as const

export const notificationsRead = {
  done: 'Bildirimleriniz okundu olarak işaretlendi.',
} as const
