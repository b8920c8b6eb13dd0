import type { bankQuestionResponseSchema, questionEditBodySchema } from '@khelahobe/contracts/question-bank'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input, Output } from '../../../lib/schema-types.ts'
import { type BankQuestion, questionKey } from './get-question.ts'

export type QuestionEdit = Input<typeof questionEditBodySchema>

/** Saves the text, the options, the correct one and the difficulty; 409 when the text is taken in the category. */
export async function saveQuestion(id: number, body: QuestionEdit): Promise<BankQuestion> {
  const { data } = await apiFetch<Output<typeof bankQuestionResponseSchema>>(questionKey(id), {
    method: 'PUT',
    body,
  })
  return data
}
