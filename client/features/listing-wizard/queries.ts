// Server state of the seller's wizard (GET /api/brands, GET /api/propertygroups, GET /api/listing/reserve-threshold).
import { getQuery } from '#client/lib/get-query.ts'
import { BrandsAnswer, PropertyGroupsAnswer } from '#common/schemas/listing.ts'
import { ReserveThresholdAnswer } from '#common/schemas/reserve.ts'

export const wizardKeys = {
  all: ['listing-wizard'] as const,
  brands: () => [...wizardKeys.all, 'brands'] as const,
  propertyGroups: () => [...wizardKeys.all, 'property-groups'] as const,
  reserveThreshold: () => [...wizardKeys.all, 'reserve-threshold'] as const,
}

const TEN_MINUTES = { staleTime: 10 * 60_000 }

export const brandsQuery = () => getQuery(wizardKeys.brands(), '/api/brands', BrandsAnswer, TEN_MINUTES)
export const propertyGroupsQuery = () => getQuery(wizardKeys.propertyGroups(), '/api/propertygroups', PropertyGroupsAnswer, TEN_MINUTES)
export const reserveThresholdQuery = () =>
  getQuery(wizardKeys.reserveThreshold(), '/api/listing/reserve-threshold', ReserveThresholdAnswer, TEN_MINUTES)
