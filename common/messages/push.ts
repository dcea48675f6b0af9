// Web push (docs/alerts.md "Web push"): the API's answers and the notices only push brought.

export const push = {
  subscribed: 'Bu cihazda anlık bildirimler açıldı.',
  unsubscribed: 'Bu cihazda anlık bildirimler kapatıldı.',
  endpointInvalid: 'Bildirim adresi (endpoint) geçerli bir https adresi olmalıdır.',
  p256dhInvalid: 'Tarayıcı anahtarı (keys.p256dh) 65 baytlık, base64url yazılmış bir P-256 anahtarı olmalıdır.',
  authInvalid: 'Doğrulama anahtarı (keys.auth) 16 baytlık, base64url yazılmış bir değer olmalıdır.',
  unavailable: 'Anlık bildirimler şu anda kullanılamıyor. Bildirimleriniz zil simgesinde ve e-postada görünmeye devam eder.',
  watchEndingTitle: 'Takip ettiğiniz mezat bitmek üzere',
  watchEndingMessage: (name: string) => `“${name}” 15 dakika içinde sona eriyor. Son peyinizi kaçırmayın.`,
} as const
