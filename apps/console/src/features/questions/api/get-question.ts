import type { bankQuestionResponseSchema } from '@khelahobe/contracts/question-bank'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'
import { questionsPath } from './get-questions.ts'

export type BankQuestion = Output<typeof bankQuestionResponseSchema>['data']

export const questionKey = (id: number) => `${questionsPath}/${id}`

export async function getQuestion(id: number): Promise<BankQuestion> {
  const { data } = await apiFetch<Output<typeof bankQuestionResponseSchema>>(questionKey(id))
  return data
}

/** Not asked again on focus: the edit form's draft is built on it. */
export function useQuestion(id: number) {
  return useSWR(questionKey(id), () => getQuestion(id), { revalidateOnFocus: false })
}
