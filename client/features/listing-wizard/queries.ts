// Server state of the seller's wizard (GET /api/brands, GET /api/propertygroups, GET /api/listing/reserve-threshold).
import { api } from '#client/lib/api.ts'
import { BrandsAnswer, PropertyGroupsAnswer } from '#common/schemas/listing.ts'
import { ReserveThresholdAnswer } from '#common/schemas/reserve.ts'
import { queryOptions } from '@tanstack/react-query'

export const wizardKeys = {
  all: ['listing-wizard'] as const,
  brands: () => [...wizardKeys.all, 'brands'] as const,
  propertyGroups: () => [...wizardKeys.all, 'property-groups'] as const,
  reserveThreshold: () => [...wizardKeys.all, 'reserve-threshold'] as const,
}

export const brandsQuery = () =>
  queryOptions({
    queryKey: wizardKeys.brands(),
    queryFn: ({ signal }) => api.get('/api/brands', BrandsAnswer, { signal }),
    staleTime: 10 * 60_000,
  })

export const propertyGroupsQuery = () =>
  queryOptions({
    queryKey: wizardKeys.propertyGroups(),
    queryFn: ({ signal }) => api.get('/api/propertygroups', PropertyGroupsAnswer, { signal }),
    staleTime: 10 * 60_000,
  })

export const reserveThresholdQuery = () =>
  queryOptions({
    queryKey: wizardKeys.reserveThreshold(),
    queryFn: ({ signal }) => api.get('/api/listing/reserve-threshold', ReserveThresholdAnswer, { signal }),
    staleTime: 10 * 60_000,
  })
