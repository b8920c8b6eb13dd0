import type { AnswerBody, AnswerResponse } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import { ApiError, apiFetch, networkErrorCode } from '../../../lib/api-client.ts'
import { answerServiceName } from '../utils/service-name.ts'

export type AnswerOption = 'option1' | 'option2' | 'option3'

export type AnswerInput = {
  kind: QuizKind
  /** The logged-in user's own number, as the spec's payload carries it; the session decides. */
  msisdn: string | undefined
  questionId: number
  option: AnswerOption
  /** Whole seconds the question was on screen; the special quiz always sends '0' (spec §3). */
  timeTaken: number
}

const paths: Record<QuizKind, string> = {
  regular: '/api/Quiz/SaveQuizAnswer',
  special: '/api/Quiz/SaveQuizAnswer_special',
}

/** Records one answer. 409 PLAY_CLOSED when it came too late; a repeat is answered `counted: false`. */
export async function saveAnswer({
  kind,
  msisdn,
  questionId,
  option,
  timeTaken,
}: AnswerInput): Promise<AnswerResponse['data']> {
  const body: AnswerBody = {
    msisdn,
    qid: questionId,
    answer: option,
    timetaken: kind === 'special' ? '0' : Math.max(0, Math.floor(timeTaken)),
    ServiceName: answerServiceName[kind],
  }
  const { data } = await apiFetch<AnswerResponse>(paths[kind], { method: 'POST', body })
  return data
}

/** Waits before each retry of an answer that never got an answer; two retries in all. */
export const answerRetryDelaysMs = [1000, 3000]

/** How long the success page waits for answers still on their way before it asks for the score. */
const settleLimitMs = 5000

// Answers still being sent (or waiting to be retried), so the success page can wait for them.
const inFlight = new Set<Promise<void>>()

/** Only a lost connection or a server fault is worth another try; a 4xx will not change. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.code === networkErrorCode || error.status >= 500)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Sends an answer without making the player wait: the next question shows at once. A request
 * that got no answer is retried in the background; the server counts a question once, so a
 * retry of an answer that did land is harmless. A failure is only logged (spec §8).
 */
export function sendAnswer(input: AnswerInput): void {
  const send = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await saveAnswer(input)
        return
      } catch (error) {
        const delay = answerRetryDelaysMs[attempt]
        if (delay === undefined || !isTransient(error)) throw error
        await sleep(delay)
      }
    }
  }
  const task = send().catch((error: unknown) => {
    console.warn('Quiz answer not saved', error)
  })
  inFlight.add(task)
  void task.finally(() => inFlight.delete(task))
}

/** Resolves once every answer sent so far has landed or failed, or after a few seconds at most. */
export function answersSettled(): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve()
  return Promise.race([Promise.all(inFlight).then(() => undefined), sleep(settleLimitMs)])
}
