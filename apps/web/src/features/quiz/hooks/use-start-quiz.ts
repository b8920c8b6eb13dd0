import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../lib/api-client.ts'
import { writeFlag } from '../../../lib/storage.ts'
import { useMe } from '../../auth/api/get-me.ts'
import { useLoginModal } from '../../auth/hooks/use-login-modal.ts'
import { useStartPlay } from '../../subscription/hooks/use-start-play.ts'
import { startQuiz } from '../api/start-quiz.ts'
import { subscriptionRequired } from '../utils/error-codes.ts'
import { handOffPlay } from '../utils/play-handoff.ts'

export type StartState = 'idle' | 'starting' | 'already-played' | 'failed'

/**
 * Starts a regular play from the category screen: a visitor gets the login modal, someone not
 * subscribed goes through the subscription flow to the wallet, someone out of plays gets the
 * already-played state, and a new play goes to /quizflow with its questions in hand.
 */
export function useStartQuiz() {
  const { user, isLoading } = useMe()
  const loginModal = useLoginModal()
  const subscription = useStartPlay()
  const navigate = useNavigate()
  const [state, setState] = useState<StartState>('idle')
  // A ref, not the state: each start uses up one of the day's plays, and a double tap lands
  // twice in the same frame, before React re-renders.
  const inFlight = useRef(false)

  async function start(categoryIds: readonly number[]) {
    if (inFlight.current || subscription.busy) return
    if (!user) {
      // While the session check is still out, a tap would guess wrong either way; it is a split second.
      if (!isLoading) loginModal.open()
      return
    }
    inFlight.current = true
    setState('starting')
    try {
      const play = await startQuiz({ kind: 'regular', msisdn: user.msisdn, categoryIds })
      if (play.isPlayed === 1) {
        setState('already-played')
      } else {
        writeFlag('QPR', '0')
        handOffPlay('regular', play, Date.now())
        navigate('/quizflow')
        // Stay in flight: this screen is being left, and nothing may start a second play.
        return
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === subscriptionRequired) {
        setState('idle')
        // The same check the home cards run: it sends the person to the wallet's consent page.
        void subscription.start('quiz', '/quiz')
      } else {
        setState('failed')
      }
    }
    inFlight.current = false
  }

  return {
    start,
    state: subscription.busy ? ('starting' as const) : state,
    checkingSubscription: subscription.busy !== null,
    subscriptionFailed: subscription.failed !== null,
    dismiss: () => setState('idle'),
  }
}
