// An order as the specs that start after a sale set it up in SQL (no API makes an order days old): the buyer's
// delivery address and the seller's sender address the order screens show.
import { COUNTRY } from '../../common/constants.ts'
import { userIdSql } from './d1.ts'

type OrderSql = {
  buyer: string
  seller: string
  /** The sender's name on the order (the seller's shop). */
  sellerName: string
  status: number
  items: number
  commissions: number
  shipping: number
  total: number
  deliveredAt: number
  createdAt: number
  updatedAt: number
}

/** The INSERT of one delivered order of `buyer` from `seller`, amounts in kuruş. */
export const deliveredOrderSql = (o: OrderSql) => `INSERT INTO orders (buyer_id, seller_id, status, items_total_kurus,
        commissions_total_buyer_kurus, shipping_price_total_buyer_kurus, total_buyer_kurus, delivery_contact_name,
        delivery_contact_phone, delivery_address, delivery_town, delivery_city, delivery_postalcode, delivery_country,
        seller_contact_name, seller_contact_phone, seller_address, seller_town, seller_city, seller_postalcode, seller_country,
        delivered_at, created_at, updated_at)
      VALUES (${userIdSql(o.buyer)}, ${userIdSql(o.seller)}, ${o.status}, ${o.items}, ${o.commissions}, ${o.shipping}, ${o.total},
        'Deniz Aydın', '5321234567', 'Moda Cad. No:12 D:3', 'Kadıköy', 'İstanbul', '34710', '${COUNTRY}',
        '${o.sellerName}', '5329876543', 'Çukurcuma Cad. No:5', 'Beyoğlu', 'İstanbul', '34425', '${COUNTRY}',
        ${o.deliveredAt}, ${o.createdAt}, ${o.updatedAt});`
