// The editor console (DESIGN.md "Conventions": approve and reject under /api/admin/).
export const admin = {
  approved: 'Mezat onaylandı ve yayına alındı.',
  rejected: 'Mezat reddedildi; satıcıya gerekçesiyle bildirildi.',
  reasonRequired: 'Red gerekçesi zorunludur.',
  reasonTooShort: 'Red gerekçesi en az 5 karakter olmalıdır.',
  reasonTooLong: 'Red gerekçesi en fazla 500 karakter olabilir.',
  alreadyApproved: 'Bu mezat zaten onaylanmış.',
  notWaiting: 'Yalnızca onay bekleyen mezatlar reddedilebilir.',
  endPassed: 'Bitiş zamanı geçmiş bir mezat onaylanamaz.',
  auctionNotFound: 'Mezat bulunamadı.',
  approvedTitle: 'Mezatınız yayında',
  approvedMessage: (name: string) => `“${name}” editör onayından geçti ve yayına alındı.`,
  rejectedTitle: 'Mezatınız onaylanmadı',
  rejectedMessage: (name: string, reason: string) => `“${name}” yayına alınmadı. Gerekçe: ${reason}`,
} as const
