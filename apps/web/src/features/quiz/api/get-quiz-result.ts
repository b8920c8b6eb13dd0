import type { ResultCheckResponse } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { serviceName } from '../utils/service-name.ts'
import { answersSettled } from './save-answer.ts'

const path = '/api/Quiz/KhelahobeQuizResultCheck'

export type QuizResult = ResultCheckResponse['data']

export async function getQuizResult(kind: QuizKind, msisdn: string): Promise<QuizResult> {
  const query = new URLSearchParams({ msisdn, ServiceName: serviceName[kind] })
  const { data } = await apiFetch<ResultCheckResponse>(`${path}?${query}`)
  return data
}

/**
 * Today's best for the quiz just played. It waits for answers still on their way (the last
 * tap's request may not have landed when the success page opens), so the count includes it.
 */
export function useQuizResult(kind: QuizKind) {
  const { user } = useMe()
  const { data, error, isLoading } = useSWR(
    user ? [path, kind, user.id] : null,
    async () => {
      await answersSettled()
      return getQuizResult(kind, user?.msisdn ?? '')
    },
    // Asked afresh on each visit: an answer cached before the play that just ended is out of date.
    { revalidateOnFocus: false, revalidateOnMount: true, dedupingInterval: 0 },
  )
  return { result: data, error: error as unknown, isLoading }
}
