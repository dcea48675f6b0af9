// The API's route table as the reference documents it: every route under /api with the shared schemas of
// its answer (the one the browser parses it with, checked against real answers in
// tests/worker/app/contract.test.ts), its body and its query. worker/openapi/document.ts turns it into the
// OpenAPI document at GET /api/openapi.json; tests/worker/app/openapi.test.ts fails when a route of the app
// is missing here or a path here is not a route (docs/decisions/0011-openapi-from-the-route-table.md).
import * as cayma from '#common/cayma.ts'
import * as lotLaw from '#common/lot-law.ts'
import * as preinfo from '#common/preinfo.ts'
import * as reports from '#common/reports.ts'
import * as account from '#common/schemas/account.ts'
import * as address from '#common/schemas/address.ts'
import * as adminAnswers from '#common/schemas/admin-answers.ts'
import * as adminCatalogue from '#common/schemas/admin-catalogue.ts'
import * as adminContent from '#common/schemas/admin-content.ts'
import * as adminPages from '#common/schemas/admin-pages.ts'
import * as adminPeople from '#common/schemas/admin-people.ts'
import * as adminSystem from '#common/schemas/admin-system.ts'
import * as admin from '#common/schemas/admin.ts'
import * as afterTheHammer from '#common/schemas/after-the-hammer.ts'
import * as alerts from '#common/schemas/alerts.ts'
import * as answersStorefront from '#common/schemas/answers-storefront.ts'
import * as answers from '#common/schemas/answers.ts'
import * as auth from '#common/schemas/auth.ts'
import * as bidReceipts from '#common/schemas/bid-receipts.ts'
import * as bids from '#common/schemas/bids.ts'
import * as cart from '#common/schemas/cart.ts'
import * as contact from '#common/schemas/contact.ts'
import * as dataExport from '#common/schemas/data-export.ts'
import * as humanCheck from '#common/schemas/human-check.ts'
import * as invoice from '#common/schemas/invoice.ts'
import * as kvkk from '#common/schemas/kvkk-request.ts'
import * as listing from '#common/schemas/listing.ts'
import * as liveShows from '#common/schemas/live-shows.ts'
import * as live from '#common/schemas/live.ts'
import * as messageConsents from '#common/schemas/message-consents.ts'
import * as moneyLaw from '#common/schemas/money-law.ts'
import * as offers from '#common/schemas/offers.ts'
import * as orders from '#common/schemas/orders.ts'
import * as payment from '#common/schemas/payment.ts'
import * as preShow from '#common/schemas/pre-show.ts'
import * as preinfoAnswers from '#common/schemas/preinfo.ts'
import * as push from '#common/schemas/push.ts'
import * as room from '#common/schemas/room.ts'
import * as saleContract from '#common/schemas/sale-contract.ts'
import * as reserve from '#common/schemas/reserve.ts'
import * as search from '#common/schemas/search.ts'
import * as sellerIdentityView from '#common/schemas/seller-identity-view.ts'
import * as shill from '#common/schemas/shill.ts'
import * as shipping from '#common/schemas/shipping.ts'
import * as storefront from '#common/schemas/storefront.ts'
import * as ticket from '#common/schemas/ticket.ts'
import * as userEvents from '#common/schemas/user-events.ts'
import * as withdrawal from '#common/schemas/withdrawal.ts'
import * as sellerIdentity from '#common/seller-identity.ts'
import type { ZodType } from 'zod'

export type Operation = {
  /** The JSON answer (status 200); absent only where the answer is not JSON (`other` says what it is). */
  answer?: ZodType
  /** The body, read by worker/lib/validate.ts readBody: a form or JSON, or JSON only when `json`. */
  body?: ZodType
  json?: true
  query?: ZodType
  /** A non-JSON answer, in words. */
  other?: string
}

/** The modules whose exports name the schemas in the document's components. */
export const SCHEMA_MODULES = {
  account,
  address,
  admin,
  adminAnswers,
  adminCatalogue,
  adminContent,
  adminPages,
  adminPeople,
  afterTheHammer,
  answers,
  answersStorefront,
  auth,
  bids,
  cart,
  contact,
  invoice,
  listing,
  live,
  orders,
  payment,
  room,
  search,
  shipping,
  storefront,
  ticket,
  userEvents,
  humanCheck,
  messageConsents,
  moneyLaw,
  dataExport,
  preinfo,
  preinfoAnswers,
  sellerIdentity,
  sellerIdentityView,
  reports,
  push,
}

/**
 * One kind of record an editor keeps in the console: POST `path` adds one (answering its id), PUT and DELETE
 * `path/:id` change or delete it; `form` is the body of the first two. Items of a block are added at the block's
 * own path (`addAt`).
 */
const editorRecords = (path: string, form?: ZodType, addAt = path): Record<string, Operation> => ({
  [`POST ${addAt}`]: { answer: adminAnswers.CreatedAnswer, ...(form && { body: form }) },
  [`PUT ${path}/:id`]: { answer: adminAnswers.SavedAnswer, ...(form && { body: form }) },
  [`DELETE ${path}/:id`]: { answer: adminAnswers.SavedAnswer },
})

/** `METHOD /api/path` as Hono's route table spells it (`:param` for a path parameter). */
export const OPERATIONS: Record<string, Operation> = {
  'GET /api/openapi.json': { other: 'this document (OpenAPI 3.1)' },
  'POST /api/register': { answer: answers.RegisterAnswer, body: auth.RegisterForm, json: true },
  'POST /api/login': { answer: answers.TokenAnswer, body: auth.LoginForm, json: true },
  'POST /api/logout': { answer: answers.MessageAnswer },
  'GET /api/humancheck': { answer: humanCheck.HumanCheckConfig },
  'GET /api/seller-identity': { answer: sellerIdentity.SellerIdentityAnswer },
  'PUT /api/seller-identity': { answer: sellerIdentity.SellerIdentityAnswer, body: sellerIdentity.SellerIdentityForm },
  'GET /api/user/message-consents': { answer: messageConsents.MessageConsentsAnswer },
  'PUT /api/user/message-consents': {
    answer: messageConsents.MessageConsentsAnswer,
    body: messageConsents.MessageConsentsForm,
    json: true,
  },
  'GET /api/user/data-export': { answer: dataExport.DataExportAnswer },
  'POST /api/user/data-export': { answer: dataExport.DataExportAnswer },
  'POST /api/user/close': { answer: answers.MessageAnswer, body: dataExport.CloseAccountForm, json: true },
  'POST /api/kvkk-requests': { answer: kvkk.KvkkSubmitAnswer, body: kvkk.KvkkGuestForm, json: true },
  'POST /api/kvkk-requests/confirm': { answer: kvkk.KvkkSubmitAnswer, body: kvkk.KvkkConfirmForm, json: true },
  'GET /api/user/kvkk-requests': { answer: kvkk.KvkkRequestsAnswer },
  'GET /api/admin/kvkk-requests': { answer: kvkk.AdminKvkkListAnswer, query: kvkk.KvkkListQuery },
  'GET /api/admin/kvkk-requests/:id': { answer: kvkk.AdminKvkkFileAnswer },
  'POST /api/admin/kvkk-requests/:id/answer': { answer: answers.MessageAnswer, body: kvkk.KvkkAnswerForm, json: true },
  'GET /api/user/data-export/:id/file': { other: 'the export as a zip (application/zip), for its own member while its link lasts' },
  'POST /api/admin/users/:id/seller-identity/verify': { answer: answers.MessageAnswer },
  'POST /api/unsubscribe/:token': { answer: answers.MessageAnswer },
  'POST /api/forgot-password': { answer: answers.MessageAnswer, body: auth.ForgotPasswordForm },
  'POST /api/reset-password': { answer: answers.MessageAnswer, body: auth.ResetPasswordForm },
  'GET /api/email/verify/:id/:hash': { answer: answers.MessageAnswer, query: auth.VerifyEmailQuery },
  'POST /api/email/verification-notification': { answer: answers.OptionalMessageAnswer },
  'GET /api/user': { answer: answers.UserAnswer },
  'GET /api/mynotifications': { answer: answers.NotificationsAnswer },
  'GET /api/myprofile': { answer: answers.NotificationsAnswer },
  'GET /api/footer': { answer: answers.FooterAnswer },
  'GET /api/categories': { answer: answers.CategoriesAnswer },
  'GET /api/contracts': { answer: answers.ContractAnswer },
  'GET /api/contracts/:slug': { answer: answers.ContractAnswer },
  'GET /api/searchsummary': { answer: answers.SearchSummaryAnswer, query: search.SearchSummaryQuery },
  'GET /api/search': { answer: answersStorefront.ListingAnswer, query: storefront.SearchQuery },
  'GET /api/auctions': { answer: answersStorefront.ListingAnswer, query: storefront.AuctionListQuery },
  'GET /api/showcaseauctions': { answer: answers.AuctionListAnswer, query: search.PageQuery },
  'GET /api/banks': { answer: account.BanksAnswer },
  'POST /api/setProfileDetails': { answer: account.ProfileSavedAnswer },
  'POST /api/verifyPhone': { answer: account.PhoneVerifiedAnswer, body: account.VerifyPhoneForm },
  'PUT /api/user/updateBankInfo': { answer: answers.MessageAnswer },
  'POST /api/mynotifications/read': { answer: answers.NotificationsReadAnswer },
  'GET /api/user/addresses': { answer: address.AddressListAnswer },
  'POST /api/user/addresses': { answer: address.AddressSavedAnswer, body: address.AddressFields },
  'PUT /api/user/addresses/:id': { answer: address.AddressSavedAnswer },
  'DELETE /api/user/addresses/:id': { answer: address.AddressSavedAnswer },
  'GET /api/invoice-addresses': { answer: invoice.InvoiceListAnswer },
  'POST /api/invoice-addresses/add': { answer: invoice.InvoiceSavedAnswer, body: invoice.InvoiceFields },
  'POST /api/invoice-addresses/update/:id': { answer: invoice.InvoiceSavedAnswer, body: invoice.InvoiceFields },
  'GET /api/showSupportTickets': { answer: ticket.TicketsAnswer, query: ticket.TicketPageQuery },
  'POST /api/addSupportTicket': { answer: answers.MessageAnswer, body: ticket.AddTicketForm },
  'POST /api/addSupportTicketReply': { answer: ticket.TicketReplyAnswer, body: ticket.TicketReplyForm },
  'GET /api/myauctions': { answer: listing.MyAuctionsAnswer },
  'POST /api/relistAuction': { answer: answers.RelistAnswer, body: listing.RelistForm },
  'GET /api/listing/reserve-threshold': { answer: reserve.ReserveThresholdAnswer },
  'GET /api/auctions/:id/reserve': { answer: reserve.ReserveView },
  'POST /api/auctions/:id/reserve': { answer: reserve.ReserveLowerAnswer, body: reserve.ReserveLowerForm },
  'POST /api/auctions/:id/reserve-offer': { answer: answers.MessageAnswer, body: reserve.ReserveOfferForm },
  'GET /api/myquestions': { answer: ticket.MyQuestionsAnswer, query: search.PageQuery },
  'GET /api/myBidReceipts': { answer: bidReceipts.MyBidReceiptsAnswer },
  'GET /api/myPreShowBids': { answer: preShow.MyPreShowBidsAnswer },
  'POST /api/bids/:id/withdrawal': { answer: withdrawal.WithdrawalRequestAnswer, body: withdrawal.WithdrawalRequestForm },
  'GET /api/bids/:auctionId/withdrawals': { answer: withdrawal.LotWithdrawalsAnswer },
  'GET /api/profil/:sellerSlug': { answer: listing.SellerProfileAnswer, query: search.PageQuery },
  'GET /api/brands': { answer: listing.BrandsAnswer },
  'GET /api/propertygroups': { answer: listing.PropertyGroupsAnswer },
  'POST /api/addAuction': { answer: listing.AddAuctionAnswer },
  'GET /api/iller': { answer: address.ProvincesAnswer },
  'GET /api/ilceler/:city': { answer: address.DistrictsAnswer },
  'GET /api/mahalleler/:city/:town': { answer: address.NeighbourhoodsAnswer },
  'GET /api/support': { answer: contact.SupportCentreAnswer },
  'GET /api/support/:title': { answer: contact.SupportCentreAnswer },
  'GET /api/blog': { answer: contact.BlogAnswer },
  'GET /api/blog/:category': { answer: contact.BlogAnswer },
  'GET /api/blog/:category/:title': { answer: contact.BlogAnswer },
  'POST /api/contactform': { answer: contact.ContactAnswer, body: contact.ContactForm },
  'POST /api/reports': { answer: reports.ReportCreatedAnswer, body: reports.ReportForm },
  'GET /api/my-removals': { answer: reports.MyRemovalsAnswer },
  'POST /api/my-removals/:id/objection': { answer: answers.MessageAnswer, body: reports.ObjectionForm },
  'GET /api/admin/reports': { answer: reports.AdminReportsAnswer, query: reports.AdminReportsQuery },
  'GET /api/admin/reports/:id/files/:n': { other: 'a report’s evidence or objection document (image or PDF), for editors' },
  'POST /api/admin/reports/:id/remove': { answer: answers.MessageAnswer, body: reports.ReportDecisionForm, json: true },
  'POST /api/admin/reports/:id/reject': { answer: answers.MessageAnswer, body: reports.ReportDecisionForm, json: true },
  'POST /api/admin/reports/:id/objection': { answer: answers.MessageAnswer, body: reports.ObjectionDecisionForm, json: true },
  'GET /api/auctions/:auctionId/preinfo': { answer: preinfoAnswers.PreinfoAnswer },
  'POST /api/auctions/:auctionId/preinfo': { answer: preinfoAnswers.PreinfoConfirmAnswer, body: preinfo.PreinfoConfirmForm },
  'POST /api/addBid': { answer: bids.BidAnswer, body: bids.AddBidForm },
  'GET /api/bidTicket/:auctionId': { answer: bids.BidTicketAnswer },
  'POST /api/addAutoBid': { answer: answers.AutoBidSetAnswer, body: bids.AutoBidForm },
  'POST /api/removeAutoBid': { answer: answers.AutoBidRemovedAnswer, body: bids.AuctionIdForm },
  'GET /api/autobid/:auctionId': { answer: answers.AutoBidAnswer },
  'POST /api/addtoCart': { answer: answers.MessageAnswer, body: bids.SlugForm },
  'POST /api/internal/rooms/:id/sync': { answer: room.RoomSyncAnswer, body: room.RoomSync },
  'POST /api/internal/rooms/:id/metrics': { answer: room.RoomMetricsAnswer, body: room.RoomMetricsReport },
  'GET /api/admin/summary': { answer: adminAnswers.SummaryAnswer },
  'GET /api/admin/auctions': { answer: adminAnswers.ReviewListAnswer, query: admin.AdminAuctionQuery },
  'GET /api/admin/auctions/:id': { answer: adminAnswers.ReviewAnswer },
  'PUT /api/admin/auctions/:id/showcase': { answer: adminAnswers.SavedAnswer, body: admin.ShowcaseForm },
  'POST /api/admin/auctions/:id/resync': { answer: adminAnswers.SavedAnswer },
  'POST /api/admin/auctions/:id/approve': { answer: adminAnswers.ApprovedAnswer, body: admin.ApproveForm },
  'POST /api/admin/auctions/:id/reject': { answer: adminAnswers.SavedAnswer, body: admin.RejectForm },
  'GET /api/admin/categories': { answer: adminAnswers.CategoriesAnswer },
  ...editorRecords('/api/admin/categories', adminCatalogue.CategoryForm),
  'GET /api/admin/property-groups': { answer: adminAnswers.GroupsAnswer },
  ...editorRecords('/api/admin/property-groups', adminCatalogue.PropertyGroupForm),
  'GET /api/admin/brands': { answer: adminAnswers.BrandsAnswer, query: adminCatalogue.BrandQuery },
  ...editorRecords('/api/admin/brands', adminCatalogue.BrandForm),
  'GET /api/admin/banners': { answer: adminAnswers.BannersAnswer },
  ...editorRecords('/api/admin/banners', adminContent.BannerForm),
  'GET /api/admin/carousels': { answer: adminAnswers.CarouselsAnswer },
  ...editorRecords('/api/admin/carousels', adminContent.BlockForm),
  ...editorRecords('/api/admin/carousel-items', adminContent.CarouselItemForm, '/api/admin/carousels/:id/items'),
  'GET /api/admin/videos': { answer: adminAnswers.VideosAnswer },
  ...editorRecords('/api/admin/videos', adminContent.BlockForm),
  ...editorRecords('/api/admin/video-items', adminContent.VideoItemForm, '/api/admin/videos/:id/items'),
  'GET /api/admin/live-sessions': { answer: adminAnswers.LiveAnswer },
  ...editorRecords('/api/admin/live-sessions', adminContent.LiveSessionForm),
  'GET /api/admin/contracts': { answer: adminAnswers.ContractsAnswer },
  ...editorRecords('/api/admin/contracts', adminContent.ContractForm),
  'GET /api/admin/support': { answer: adminAnswers.SupportAnswer },
  ...editorRecords('/api/admin/support-titles'),
  ...editorRecords('/api/admin/support-posts', adminPages.SupportPostForm),
  ...editorRecords('/api/admin/support-faqs', adminPages.SupportFaqForm),
  'GET /api/admin/blog': { answer: adminAnswers.BlogAnswer },
  ...editorRecords('/api/admin/blog-categories'),
  ...editorRecords('/api/admin/blog-pages', adminPages.BlogPageForm),
  'GET /api/admin/footer': { answer: adminAnswers.FooterAnswer },
  ...editorRecords('/api/admin/footer-groups', adminContent.FooterGroupForm),
  ...editorRecords('/api/admin/footer-links', adminContent.FooterLinkForm),
  'PUT /api/admin/site-info': { answer: adminAnswers.SavedAnswer, body: adminContent.SiteInfoForm },
  'GET /api/admin/tickets': { answer: adminAnswers.TicketsAnswer, query: adminPeople.AdminTicketQuery },
  'GET /api/admin/tickets/:id': { answer: adminAnswers.TicketFileAnswer },
  'POST /api/admin/tickets/:id/replies': { answer: adminAnswers.SavedAnswer, body: adminPeople.AdminTicketReplyForm },
  'PUT /api/admin/tickets/:id/status': { answer: adminAnswers.SavedAnswer, body: adminPeople.TicketStatusForm },
  'GET /api/admin/users': { answer: adminAnswers.UsersAnswer, query: adminPeople.AdminUserQuery },
  'GET /api/admin/users/:id': { answer: adminAnswers.UserFileAnswer },
  'POST /api/admin/users/:id/block': { answer: adminAnswers.BlockedAnswer, body: adminPeople.BlockUserForm },
  'POST /api/admin/users/:id/unblock': { answer: adminAnswers.SavedAnswer },
  'POST /api/admin/users/:id/strikes/lift': { answer: afterTheHammer.LiftStrikesAnswer },
  'PUT /api/admin/users/:id/role': { answer: adminAnswers.SavedAnswer, body: adminPeople.RoleForm },
  'GET /api/admin/orders': { answer: adminAnswers.OrdersAnswer, query: adminPeople.AdminOrderQuery },
  'GET /api/admin/orders/:id': { answer: adminAnswers.OrderFileAnswer },
  'PUT /api/admin/orders/:id/status': { answer: adminAnswers.SavedAnswer, body: adminPeople.OrderStatusForm },
  'GET /api/admin/settings': { answer: adminAnswers.SettingsAnswer },
  'PUT /api/admin/settings/pay-deadline': { answer: answers.MessageAnswer, body: afterTheHammer.PayDeadlineForm },
  'PUT /api/admin/settings/reserve-threshold': { answer: answers.MessageAnswer, body: reserve.ReserveThresholdForm },
  'PUT /api/admin/settings/verification': { answer: adminAnswers.SavedAnswer },
  'PUT /api/admin/settings/withholding': { answer: answers.MessageAnswer, body: moneyLaw.WithholdingForm },
  'PUT /api/admin/settings/report-hours': { answer: answers.MessageAnswer, body: reports.ReportHoursForm },
  'GET /api/admin/reports/withholding': {
    other: 'the month’s withholding as CSV (text/csv, `;` between columns)',
    query: moneyLaw.ReportMonthQuery,
  },
  'GET /api/admin/reports/net-volume': {
    other: 'the month’s net transaction volume as CSV (text/csv, `;` between columns)',
    query: moneyLaw.ReportMonthQuery,
  },
  'GET /api/admin/reports/cultural-property': {
    other: 'the cultural-property lots starting between two days, as CSV for the museum filing (text/csv, `;` between columns)',
    query: lotLaw.CulturalReportQuery,
  },
  'GET /api/admin/auctions/:id/cultural-document': { other: 'a cultural-property lot’s document (image or PDF); the opening is recorded' },
  'DELETE /api/admin/auctions/:id/cayma-exception': { answer: answers.MessageAnswer },
  'PUT /api/admin/settings': { answer: adminAnswers.SavedAnswer, body: adminPeople.SettingsForm },
  'PUT /api/admin/cargo-channels/:code': { answer: adminAnswers.SavedAnswer, body: adminPeople.CargoChannelForm },
  'GET /api/admin/audit': { answer: adminAnswers.AuditAnswer, query: adminPeople.AuditQuery },
  'GET /api/admin/outbox/dead': { answer: adminSystem.DeadLettersAnswer },
  'GET /api/admin/system/stats': { answer: adminSystem.SystemStatsAnswer, query: adminSystem.StatsRange },
  'POST /api/admin/outbox/:id/resend': { answer: answers.MessageAnswer },
  'GET /api/admin/shill': { answer: shill.ShillDeskAnswer },
  'POST /api/admin/shill/:bidder/:seller': { answer: shill.ShillReviewAnswer, body: shill.ShillReviewForm },
  'GET /api/admin/bid-withdrawals': { answer: withdrawal.AdminWithdrawalsAnswer },
  'POST /api/admin/bid-withdrawals/:id': { answer: withdrawal.WithdrawalDecisionAnswer, body: withdrawal.WithdrawalDecisionForm },
  'POST /api/admin/uploads': { answer: adminAnswers.UploadAnswer },
  'GET /api/auctions/:slug': { answer: answersStorefront.AuctionDetailAnswer },
  'GET /api/previewauction/:slug': { answer: answersStorefront.PreviewAnswer },
  'GET /api/check-approval-status/:id': { answer: answersStorefront.ApprovalStatusAnswer },
  'GET /api/bids/:auctionId': { answer: answersStorefront.BidListAnswer, query: search.PageQuery },
  'GET /api/showdaily': { answer: answersStorefront.ListingAnswer },
  'GET /api/shownext': { answer: answersStorefront.ListingAnswer },
  'GET /api/showhot': { answer: answersStorefront.ListingAnswer },
  'GET /api/banners/:placement/:slug?': { answer: answersStorefront.BannersAnswer },
  'POST /api/bannerclick': { answer: answers.MessageAnswer, body: storefront.BannerClickForm },
  'GET /api/videos/:slug': { answer: answersStorefront.VideosAnswer },
  'GET /api/carousels/:slug': { answer: answersStorefront.CarouselAnswer },
  'POST /api/addtoWatchList': { answer: answers.MessageAnswer, body: storefront.WatchForm },
  'POST /api/removefromWatchList': { answer: answers.MessageAnswer, body: storefront.WatchForm },
  'GET /api/mywatchlist': { answer: answersStorefront.WatchlistAnswer },
  'GET /api/saved-searches': { answer: alerts.SavedSearchesAnswer },
  'POST /api/saved-searches': { answer: alerts.SavedSearchAnswer, body: alerts.SavedSearchForm, json: true },
  'PATCH /api/saved-searches/:id': { answer: alerts.SavedSearchAnswer, body: alerts.SavedSearchPatch, json: true },
  'DELETE /api/saved-searches/:id': { answer: answers.MessageAnswer },
  'GET /api/sellers/:slug/follow': { answer: alerts.FollowStateAnswer },
  'POST /api/sellers/:slug/follow': { answer: alerts.FollowAnswer },
  'DELETE /api/sellers/:slug/follow': { answer: alerts.FollowAnswer },
  'GET /api/followed-sellers/feed': { answer: alerts.FollowFeedAnswer },
  'GET /api/push/config': { answer: push.PushConfigAnswer },
  'POST /api/push/subscriptions': { answer: push.PushSubscriptionAnswer, body: push.PushSubscriptionForm, json: true },
  'DELETE /api/push/subscriptions': { answer: push.PushSubscriptionAnswer, body: push.PushUnsubscribeForm, json: true },
  'POST /api/addQuestion': { answer: answersStorefront.QuestionsAnswer, body: storefront.QuestionForm },
  'POST /api/addReply': { answer: answersStorefront.QuestionsAnswer, body: storefront.ReplyForm },
  'GET /api/showCart': { answer: cart.CartAnswer },
  'POST /api/deleteCartItem': { answer: answers.MessageAnswer, body: cart.CartItemForm },
  'POST /api/updateCartCargo': { answer: answers.MessageAnswer, body: cart.CartCargoForm },
  'POST /api/acceptCartContract': { answer: answers.MessageAnswer },
  'POST /api/updateCartDelivery': { answer: answers.MessageAnswer, body: cart.DeliveryForm },
  'POST /api/updateCartInvoice': { answer: answers.MessageAnswer, body: cart.InvoiceBody, json: true },
  'POST /api/secondChance/:id/accept': { answer: answers.MessageAnswer },
  'POST /api/secondChance/:id/decline': { answer: answers.MessageAnswer },
  'GET /api/myStrikes': { answer: afterTheHammer.MyStrikesAnswer },
  'GET /api/offers': { answer: offers.OffersAnswer, query: offers.OffersQuery },
  'POST /api/offers': { answer: offers.OfferAnswer, body: offers.MakeOfferForm },
  'PUT /api/offers/limits': { answer: offers.OfferLimitsAnswer, body: offers.OfferLimitsForm },
  'POST /api/offers/:id/accept': { answer: offers.OfferAnswer },
  'POST /api/offers/:id/decline': { answer: offers.OfferAnswer },
  'POST /api/offers/:id/counter': { answer: offers.OfferAnswer, body: offers.CounterOfferForm },
  'POST /api/getInstallments': { answer: payment.InstallmentsAnswer, body: payment.InstallmentsForm },
  'POST /api/makePayment': { answer: payment.MakePaymentAnswer, body: payment.MakePaymentForm },
  'POST /api/payment/3ds-callback': {
    body: payment.ThreeDsCallbackForm,
    other: 'the bank posts the 3-D Secure result here; a 303 redirect to the payment page',
  },
  'POST /api/cancelPayment': { answer: answers.MessageAnswer, body: payment.PaymentIdForm },
  'GET /api/showPayment/:paymentId': { answer: payment.ShowPaymentAnswer },
  'POST /api/payment/3ds-frame': { other: 'the bank’s 3-D Secure page as HTML, for an iframe' },
  'GET /api/myorders': { answer: orders.MyOrdersAnswer, query: search.PageQuery },
  'GET /api/showOrder/:orderId': { answer: orders.ShowOrderAnswer },
  'POST /api/cancelOrder': { answer: orders.CancelOrderAnswer, body: orders.CancelOrderForm },
  'POST /api/orders/:id/update-status': { answer: orders.UpdateStatusAnswer, body: orders.UpdateStatusBody, json: true },
  'POST /api/orders/:id/cayma': { answer: cayma.CaymaAnswer, body: cayma.CaymaForm, json: true },
  'GET /api/orders/:id/contracts': { answer: saleContract.SaleContractsAnswer },
  'POST /api/rateSeller': { answer: answers.MessageAnswer, body: orders.RateSellerForm },
  'GET /api/mysales': { answer: orders.MySalesAnswer, query: search.PageQuery },
  'GET /api/showOrderForSeller/:orderId': { answer: orders.ShowSellerOrderAnswer },
  'POST /api/updateOrderSellerInfo': { answer: answers.MessageAnswer, body: shipping.SenderInfoForm },
  'POST /api/createShipment': { answer: shipping.ShipmentAnswer, body: shipping.CreateShipmentForm },
  'POST /api/cargo/events': { answer: shipping.CargoEventAnswer },
  'GET /api/about': { answer: answers.AboutAnswer },
  'GET /api/live_session/index': { answer: live.LiveSessionsAnswer },
  'GET /api/live_session/:mainCategory': { answer: live.LiveSessionsAnswer },
  'GET /api/liveauction/:sessionId': { answer: live.LiveAuctionsAnswer },
  'GET /api/livechat/:sessionId/:lastId': { answer: live.LiveChatAnswer },
  'POST /api/addLiveMessage': { answer: live.AddLiveMessageAnswer, body: live.AddLiveMessageForm },
  'GET /api/live-shows/upcoming': { answer: liveShows.LiveShowsAnswer },
  'GET /api/live-shows/mine': { answer: liveShows.LiveShowsAnswer },
  'POST /api/live-shows': { answer: liveShows.LiveShowAnswer, body: liveShows.LiveShowForm, json: true },
  'DELETE /api/live-shows/:id': { answer: answers.MessageAnswer },
  'GET /api/live-shows/reminders': { answer: liveShows.LiveShowRemindersAnswer },
  'POST /api/live-shows/:id/reminder': { answer: liveShows.LiveShowReminderAnswer },
  'DELETE /api/live-shows/:id/reminder': { answer: liveShows.LiveShowReminderAnswer },
  'POST /api/admin/live-sessions/:id/start': { answer: live.LiveSwitchAnswer },
  'POST /api/admin/live-sessions/:id/stop': { answer: live.LiveSwitchAnswer },
  'DELETE /api/admin/live-chat/:messageId': { answer: answers.MessageAnswer },
  'POST /api/admin/live-chat/:messageId/mute': { answer: live.MuteAnswer, body: live.MuteForm },
  'POST /api/broadcasting/auth': { answer: userEvents.BroadcastAuthAnswer },
}
