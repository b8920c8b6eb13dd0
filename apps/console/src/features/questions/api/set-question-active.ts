import type { bankQuestionResponseSchema } from '@khelahobe/contracts/question-bank'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'
import { type BankQuestion, questionKey } from './get-question.ts'

/** Retires a question (players stop getting it) or brings it back. */
export async function setQuestionActive(id: number, active: boolean): Promise<BankQuestion> {
  const { data } = await apiFetch<Output<typeof bankQuestionResponseSchema>>(`${questionKey(id)}/active`, {
    method: 'PUT',
    body: { active },
  })
  return data
}
