import type { questionListResponseSchema } from '@khelahobe/contracts/question-bank'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'
import { filterQuery, type QuestionFilters } from '../question-filters.ts'

export type QuestionPage = Output<typeof questionListResponseSchema>['data']

export const questionsPath = '/api/console/questions'

export async function getQuestions(query: string): Promise<QuestionPage> {
  const { data } = await apiFetch<Output<typeof questionListResponseSchema>>(
    query ? `${questionsPath}?${query}` : questionsPath,
  )
  return data
}

/** One page of the bank as filtered; the previous page stays on screen while the next loads. */
export function useQuestions(filters: QuestionFilters) {
  const query = filterQuery(filters)
  return useSWR([questionsPath, query] as const, ([, q]) => getQuestions(q), { keepPreviousData: true })
}
