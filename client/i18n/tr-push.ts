// UI labels of web push (docs/alerts.md "Web push"). Server sentences live in common/messages/push.ts. Read by
// the member area's pages only, never by a first visit.
export const tp = {
  cardTitle: 'Anlık bildirimler',
  lead: 'Telefonunuzda ya da bilgisayarınızda, Mezat kapalıyken de haber verelim: peyiniz geçildiğinde, bir mezatı kazandığınızda, takip ettiğiniz bir mezatın bitmesine 15 dakika kala, kayıtlı aramanıza uyan ya da takip ettiğiniz satıcının yeni bir mezatı onaylandığında.',
  how: 'Açtığınızda tarayıcınız izin isteyecek. Bu cihaz için yalnızca tarayıcının bildirim adresini ve anahtarlarını saklarız; kapattığınızda silinir. Başka cihazlarda ayrıca açabilirsiniz.',
  bellLead: 'Mezat kapalıyken de peyiniz geçildiğinde ve takip ettiğiniz mezat bitmek üzereyken haber alın.',
  on: 'Bu cihazda açık',
  off: 'Bu cihazda kapalı',
  enable: 'Anlık bildirimleri aç',
  disable: 'Bu cihazda kapat',
  more: 'Bildirim tercihleri',
  denied:
    'Bu tarayıcıda Mezat’ın bildirimleri engellenmiş. Açmak için adres çubuğundaki site ayarlarından (kilit simgesi) bildirimlere izin verin, sonra yeniden deneyin.',
  dismissed: 'Bildirim izni verilmedi. Dilediğiniz zaman yeniden açabilirsiniz.',
  unsupported: 'Bu tarayıcı anlık bildirimleri desteklemiyor. Bildirimleriniz zil simgesinde görünmeye devam eder.',
  iosInstall:
    'iPhone ve iPad’de anlık bildirim için önce Mezat’ı ana ekrana ekleyin: Safari’de Paylaş düğmesine, sonra “Ana Ekrana Ekle”ye dokunun ve Mezat’ı ana ekrandaki simgesinden açın.',
  failed: 'Anlık bildirimler açılamadı. Lütfen biraz sonra yeniden deneyin.',
} as const
