// The catalogue's core areas (common, auth, mail, search), joined into `tr` by common/messages.ts like every
// area. Their own module so that code on every page (the API client, the header's search, the routes'
// guards) imports these few sentences, not the whole catalogue (docs/first-visit.md).
import { tooLong } from './phrases.ts'

export const common = {
  invalidRequest: 'İstek okunamadı.',
  serverError: 'Bir hata oluştu.',
  notFound: 'Aradığınız sayfa bulunamadı.',
  contractNotFound: 'Aradığınız sözleşme bulunamadı.',
  bodyTooLarge: 'Gönderilen veri çok büyük.',
  serviceUnavailable: 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
  crossOrigin: 'Bu istek başka bir siteden geldiği için reddedildi.',
  jsonRequired: 'İstek JSON biçiminde gönderilmelidir.',
  unsupportedBody: 'İstek biçimi desteklenmiyor; form ya da JSON gönderin.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  tooManyRequests: (minutes: number) => `Çok fazla deneme yaptınız. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  tooFast: (seconds: number) => `Çok sık istek gönderdiniz. Lütfen ${seconds} saniye sonra tekrar deneyin.`,
  networkError: 'Bir hata oluştu.',
  offline: 'İnternet bağlantınız koptu. Sayfada işlem yapamazsınız',
  online: 'İnternet bağlantınız düzeldi. Devam edebilirsiniz',
  required: (field: string) => `${field} alanı zorunludur.`,
  tooLong,
  tooShort: (field: string, min: number) => `${field} en az ${min} karakter olmalıdır.`,
  htmlUnreadable: (field: string) => `${field} alanındaki HTML okunamadı. Lütfen metni düz yazı olarak yeniden girin.`,
} as const

export const auth = {
  unauthenticated: 'Unauthenticated.', // exact text fixed by docs/architecture.md
  humanCheckFailed: 'Güvenlik doğrulaması tamamlanamadı. Lütfen doğrulamayı yenileyip tekrar deneyin.',
  humanCheckRequired: 'Birkaç hatalı denemeden sonra güvenlik doğrulaması gerekiyor. Lütfen doğrulamayı tamamlayıp tekrar deneyin.',
  usernameRequired: 'Kullanıcı adı zorunludur.',
  usernameFormat: 'Kullanıcı adı 3-30 karakter olmalı; harf, rakam, nokta, tire ve alt çizgi içerebilir.',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor.',
  emailRequired: 'E-posta adresi zorunludur.',
  emailInvalid: 'Geçersiz E-posta adresi',
  emailTaken: 'Bu e-posta adresiyle kayıtlı bir üyelik zaten var.',
  passwordRequired: 'Şifre zorunludur.',
  passwordRule: 'Şifreniz en az 8 karakter, 1 büyük harf, 1 küçük harf ve 1 sayı içermelidir.',
  passwordTooLong: tooLong('Şifreniz', 128),
  passwordMismatch: 'Girdiğiniz Şifreler birbiri ile aynı değil.',
  membershipContractRequired: 'Üye olabilmeniz için Üyelik Sözleşmesi’ni kabul etmeniz gerekiyor.',
  registered: 'Üyeliğiniz oluşturuldu. E-posta adresinize bir doğrulama bağlantısı gönderdik.',
  loggedIn: 'Giriş başarılı. Hoş geldiniz!',
  invalidCredentials: 'Kimlik bilgileri doğrulanamadı',
  blocked: 'Üyeliğiniz askıya alınmıştır. Lütfen müşteri hizmetleriyle iletişime geçin.',
  loggedOut: 'Çıkış yapıldı.',
  logoutGuest: 'Çıkış yapmanız için üye girişi yapmış olmalısınız',
  resetLinkSent: 'Bu e-posta adresi kayıtlıysa şifre yenileme bağlantısı gönderdik. Lütfen gelen kutunuzu kontrol edin.',
  resetTokenInvalid: 'Şifre yenileme bağlantısı geçersiz veya süresi dolmuş. Lütfen yeniden talep edin.',
  passwordReset: 'Şifreniz yenilendi. Yeni şifrenizle giriş yapabilirsiniz.',
  verifyLinkInvalid: 'Doğrulama bağlantısı geçersiz veya süresi dolmuş.',
  verifyWrongUser: 'Bu doğrulama bağlantısı başka bir üyeliğe ait.',
  emailVerified: 'E-posta adresiniz doğrulandı. Teşekkürler!',
  emailAlreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
  verificationSent: 'Doğrulama bağlantısı e-posta adresinize gönderildi.',
  loginRequired: 'Bu sayfayı görüntülemek için üye girişi yapmalısınız.',
} as const

export const mail = {
  verifySubject: 'Mezat: e-posta adresinizi doğrulayın',
  verifyBody: (name: string, link: string) =>
    `Merhaba ${name},\n\nMezat üyeliğinizi tamamlamak için e-posta adresinizi doğrulayın:\n${link}\n\nBağlantı 60 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.`,
  resetSubject: 'Mezat: şifre yenileme',
  resetBody: (name: string, link: string) =>
    `Merhaba ${name},\n\nŞifrenizi yenilemek için aşağıdaki bağlantıyı kullanın:\n${link}\n\nBağlantı 60 dakika geçerlidir. Bu isteği siz yapmadıysanız şifreniz değişmez.`,
} as const

export const search = {
  required: 'Arama metni zorunludur.',
  min: 'Arama metni en az 2 karakter olmalıdır.',
  max: tooLong('Arama metni', 255),
} as const
