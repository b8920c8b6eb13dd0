import type { bankCategoriesResponseSchema } from '@khelahobe/contracts/question-bank'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type BankCategory = Output<typeof bankCategoriesResponseSchema>['data'][number]

const path = '/api/console/categories'

export async function getCategories(): Promise<BankCategory[]> {
  const { data } = await apiFetch<Output<typeof bankCategoriesResponseSchema>>(path)
  return data
}

export function useCategories() {
  return useSWR(path, getCategories)
}
