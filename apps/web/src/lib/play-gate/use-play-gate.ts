import type { User } from '@khelahobe/contracts/auth'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { Segment } from '@khelahobe/contracts/subscription'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../api-client.ts'
import { useMe } from '../auth/get-me.ts'
import { useLoginModal } from '../auth/use-login-modal.ts'
import { readFlag, writeFlag } from '../storage.ts'
import { type PlayAfterPayment, rememberPlayAfterPayment } from './after-payment.ts'
import { checkSubscription } from './check-subscription.ts'

/** What a caller's `start` reports back: whether it sent the person on to another screen. */
export type StartOutcome = 'leaving' | 'staying'

export type PlayRequest = {
  /** Names this play in `busy` and `failed`, so the caller marks the right button. */
  target: string
  /** The subscription the play needs. */
  segment: Segment
  /**
   * Starts the play: calls the API and navigates. Resolve `'leaving'` once it has navigated
   * (the gate then ignores taps until the screen is gone) or `'staying'` when nothing started
   * (say, no plays left today). A `SUBSCRIPTION_REQUIRED` rejection takes the person through
   * the subscription for `segment`; any other rejection marks `target` failed.
   *
   * Without `start`, the gate asks about the subscription first and, for a subscriber,
   * navigates to `target`, which is then a route.
   */
  start?: (user: User) => Promise<StartOutcome>
  /**
   * Where /payment-success takes the person once the wallet approves, so they land on the
   * play they tapped rather than home. Without `start` it is `target`; with one, say so here
   * (a route whose state starts the play), or they go home.
   */
  afterPayment?: PlayAfterPayment
}

export type PlayGate = {
  /** Call from a play button's click; it ignores taps while one is under way. */
  play: (request: PlayRequest) => Promise<void>
  /** The target being started or checked, or null. Stays set while the page is being left. */
  busy: string | null
  /** Whether `busy` is at the subscription step (the check, or the way to the wallet). */
  checkingSubscription: boolean
  /** The target whose last tap failed, or null. */
  failed: string | null
  /** Whether that failure was the subscription check's rather than the start's. */
  subscriptionFailed: boolean
}

/**
 * The one way into a play, for every play button: login, then subscription, then start.
 *
 * - A visitor gets the login modal (not while the session check is still out: a tap then
 *   would guess wrong either way, and it is a split second).
 * - A subscriber plays. Someone not subscribed goes to the wallet's consent page, with the
 *   request id saved as `SRI` for /payment-success, and the play they tapped remembered for
 *   it to continue with once they have paid (`afterPayment`). The gate learns which of the two it is
 *   either by asking first (no `start`: the home cards) or from the server's answer to the
 *   start itself (`start` rejects with `SUBSCRIPTION_REQUIRED`: the quiz, the games).
 *
 * ```tsx
 * const gate = usePlayGate()
 *
 * // A home card: ask about the subscription first, then go to the route.
 * gate.play({ target: '/quiz', segment: 'quiz' })
 *
 * // A game (features/games/hooks/use-start-game.ts): start it, and only a
 * // SUBSCRIPTION_REQUIRED answer leads to the wallet.
 * gate.play({
 *   target: `${game}:${mode}`,
 *   segment: gameRules.segment,
 *   start: async () => {
 *     const session = await startGameSession({ game, mode })
 *     navigate('/tournamentframe', { state: { gameData: { gameUrl: session.gameUrl, params } } })
 *     return 'leaving'
 *   },
 *   // Back from the wallet, subscribed: /game starts this run again.
 *   afterPayment: { path: '/game', state: { startGame: { game, mode } } },
 * })
 *
 * // Either way, mark the button by its target:
 * <button aria-busy={gate.busy === target || undefined}>…</button>
 * {gate.failed === target && <p role="alert">…</p>}
 * ```
 */
export function usePlayGate(): PlayGate {
  const { user, isLoading } = useMe()
  const loginModal = useLoginModal()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  // Whether the current (or last) tap reached the subscription step.
  const [subscribing, setSubscribing] = useState(false)
  // A ref, not the state: a second tap in the same frame sees the first one before React
  // re-renders, and a start may use up one of the day's plays.
  const inFlight = useRef(false)

  // The back button from the wallet page may restore this page from the back/forward cache,
  // frozen mid-redirect; it must take taps again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      inFlight.current = false
      setBusy(null)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  /** One play past the login: start it or ask about the subscription, and go where that leads. */
  async function begin(
    me: User,
    { target, segment, start, afterPayment }: PlayRequest,
  ): Promise<StartOutcome> {
    if (start) {
      try {
        return await start(me)
      } catch (error) {
        if (!(error instanceof ApiError && error.code === errorCodes.subscriptionRequired)) throw error
        setSubscribing(true)
      }
    }
    const check = await checkSubscription({
      msisdn: me.msisdn,
      segment,
      campaignUrl: window.location.href,
      campaignKey: readFlag('CK'),
    })
    if (check.isSubscribed) {
      // After a refused start, the subscription was approved meanwhile: the next tap plays.
      if (!start) navigate(target)
      return 'staying'
    }
    if (!check.redirectURL || !check.subscriptionRequestId) throw new Error('No way to subscribe')
    writeFlag('SRI', check.subscriptionRequestId)
    rememberPlayAfterPayment(
      check.subscriptionRequestId,
      afterPayment ?? (start ? undefined : { path: target }),
    )
    window.location.assign(check.redirectURL)
    return 'leaving'
  }

  async function play(request: PlayRequest) {
    if (inFlight.current) return
    if (!user) {
      if (!isLoading) loginModal.open()
      return
    }
    inFlight.current = true
    setBusy(request.target)
    setFailed(null)
    setSubscribing(!request.start)
    try {
      // Leaving, the gate stays shut and busy: a second tap would start a second play or request.
      if ((await begin(user, request)) === 'leaving') return
    } catch {
      setFailed(request.target)
    }
    inFlight.current = false
    setBusy(null)
  }

  return {
    play,
    busy,
    checkingSubscription: busy !== null && subscribing,
    failed,
    subscriptionFailed: failed !== null && subscribing,
  }
}
