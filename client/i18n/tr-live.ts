// UI labels of the live stream areas, the live chat and the private user channel. Server sentences
// (the chat's refusals, the guest's sentence of) live in common/messages/live.ts.
export const tl = {
  area: {
    region: (title: string) => `Canlı yayın: ${title}`,
    live: 'CANLI',
    since: (time: string) => `${time} itibarıyla yayında`,
    player: (title: string) => `${title} – canlı yayın oynatıcısı`,
    openStream: 'Yayını yeni sekmede aç',
    noPlayer: 'Bu yayın tarayıcınızda oynatılamıyor.',
    hlsFailed: 'Yayın şu anda yüklenemiyor. Biraz sonra yeniden denenecek.',
  },
  lots: {
    heading: 'Yayındaki ürünler',
    price: 'Güncel fiyat',
    noBid: 'Teklif yok',
    bids: (n: number) => `${n} teklif`,
    ended: 'Sona erdi',
    go: (name: string) => `${name} – mezata git`,
  },
  chat: {
    heading: 'Canlı sohbet',
    log: 'Sohbet mesajları',
    empty: 'Henüz mesaj yok. İlk mesajı siz yazın!',
    label: 'Mesajınız',
    placeholder: 'Mesajınızı yazın…',
    send: 'Gönder',
    counter: (left: number) => `${left} karakter kaldı`,
    login: 'Giriş Yap',
    editor: 'Editör',
    you: 'Siz',
    moderate: (name: string) => `${name} mesajını yönet`,
    delete: 'Mesajı sil',
    mute: (minutes: number) => (minutes >= 60 ? `${minutes / 60} saat sustur` : `${minutes} dakika sustur`),
    reconnecting: 'Bağlantı yeniden kuruluyor…',
  },
  channel: {
    /** Read by screen readers when a notification arrives (the bell's own label changes silently). */
    newNotification: (title: string) => `Yeni bildirim: ${title}`,
  },
} as const
