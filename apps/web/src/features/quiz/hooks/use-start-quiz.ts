import { quizRules } from '@khelahobe/contracts/rules'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { usePlayGate } from '../../../lib/play-gate/use-play-gate.ts'
import { writeFlag } from '../../../lib/storage.ts'
import { startQuiz } from '../api/start-quiz.ts'
import { handOffPlay } from '../utils/play-handoff.ts'

export type StartState = 'idle' | 'starting' | 'already-played' | 'failed'

/**
 * Starts a regular play from the category screen, through the play gate (login, then the
 * subscription the server asks for): someone out of plays gets the already-played state, and
 * a new play goes to /quizflow with its questions in hand.
 */
export function useStartQuiz() {
  const gate = usePlayGate()
  const navigate = useNavigate()
  const [alreadyPlayed, setAlreadyPlayed] = useState(false)

  function start(categoryIds: readonly number[]) {
    return gate.play({
      target: '/quizflow',
      segment: quizRules.regular.segment,
      start: async (user) => {
        setAlreadyPlayed(false)
        const play = await startQuiz({ kind: 'regular', msisdn: user.msisdn, categoryIds })
        if (play.isPlayed === 1) {
          setAlreadyPlayed(true)
          return 'staying'
        }
        writeFlag('QPR', '0')
        handOffPlay('regular', play, Date.now())
        navigate('/quizflow')
        return 'leaving'
      },
      // Back from the wallet, subscribed: the categories again, to start the play from.
      afterPayment: { path: '/quiz' },
    })
  }

  const state: StartState = gate.busy
    ? 'starting'
    : alreadyPlayed
      ? 'already-played'
      : gate.failed && !gate.subscriptionFailed
        ? 'failed'
        : 'idle'
  return {
    start,
    state,
    checkingSubscription: gate.checkingSubscription,
    subscriptionFailed: gate.subscriptionFailed,
    dismiss: () => setAlreadyPlayed(false),
  }
}
