// Every sentence a user can read, in one place (docs/conventions.md "One place per fact").
// Keys are English, text is Turkish with its proper letters. The spec quotes some
// sentences without Turkish letters; the catalogue writes them correctly.
// Each area keeps its sentences in common/messages/<area>.ts; this file joins them into `tr`.
import { auth, common, mail, search } from './messages/core.ts'
import { admin } from './messages/admin.ts'
import { autoBid, bid, cart, room } from './messages/bids.ts'
import { checkout, orders, payment, rating, sales, shipping } from './messages/checkout.ts'
import { live, notice } from './messages/live.ts'
import { account, address, blog, contact, invoice, listing, myQuestions, notificationsRead, phone, sellerProfile, supportCentre, ticket } from './messages/member.ts'
import { payout } from './messages/payout.ts'
import { questions, storefront, watch } from './messages/storefront.ts'
import { relist, tradeVerification } from './messages/trade.ts'
import { afterHammer } from './messages/after-the-hammer.ts'
import { closeAccount, dataRights, messageConsent } from './messages/privacy.ts'
import { sellerIdentity } from './messages/law.ts'
import { preinfo } from './messages/preinfo.ts'
import { follow, savedSearch } from './messages/alerts.ts'
import { receipts } from './messages/receipts.ts'
import { cayma } from './messages/cayma.ts'
import { alert } from './messages/operations.ts'
import { shillDesk } from './messages/trust.ts'
import { moneyLaw } from './messages/money-law.ts'
import { reports } from './messages/reports.ts'
import { push } from './messages/push.ts'
import { withdrawal } from './messages/withdrawal.ts'
import { lotLaw } from './messages/lot-law.ts'
import { reserve } from './messages/reserve.ts'
import { offers } from './messages/offers.ts'
import { liveShow } from './messages/live-shows.ts'
import { preShow } from './messages/pre-show.ts'
export const tr = {
  lotLaw,
  offers,
  shillDesk,
  messageConsent,
  dataRights,
  closeAccount,
  common,
  auth,
  mail,
  search,
  // area catalogues (one line each)
  bid,
  autoBid,
  preShow,
  admin,
  cart,
  room,
  account,
  phone,
  address,
  invoice,
  ticket,
  myQuestions,
  listing,
  sellerProfile,
  supportCentre,
  blog,
  contact,
  notificationsRead,
  storefront,
  watch,
  questions,
  live,
  notice,
  alert,
  checkout,
  payment,
  orders,
  sales,
  payout,
  moneyLaw,
  shipping,
  rating,
  tradeVerification,
  relist,
  afterHammer,
  sellerIdentity,
  preinfo,
  savedSearch,
  follow,
  receipts,
  cayma,
  reports,
  push,
  withdrawal,
  reserve,
  liveShow,
} as const
