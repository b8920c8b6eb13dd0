import { errorCodes } from '@khelahobe/contracts/error-codes'
import { type QuizKind, quizRules } from '@khelahobe/contracts/rules'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useNavigationType } from 'react-router'
import { ApiError, isServiceBusy } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { useLoginModal } from '../../../lib/auth/use-login-modal.ts'
import { usePlayGate } from '../../../lib/play-gate/use-play-gate.ts'
import { readFlag, removeFlag, writeFlag } from '../../../lib/storage.ts'
import { endPlaySaidOver } from '../api/end-play.ts'
import { getCurrentPlay } from '../api/get-current-play.ts'
import { type QuizPlay, startQuiz } from '../api/start-quiz.ts'
import { declarePlayOver } from '../utils/ended-play.ts'
import { clearHandoff, peekHandoff } from '../utils/play-handoff.ts'
import { leftPlayFlag, playArrival } from '../utils/reload-count.ts'
import { localDeadline } from '../utils/time-left.ts'

export type PlaySession =
  | { status: 'loading' }
  | { status: 'playing'; play: QuizPlay /** ms since the epoch, this device's clock */; deadline: number }
  | { status: 'already-played' }
  | { status: 'subscribing'; failed: boolean }
  /** `busy` when the server asked us to try again shortly (503). */
  | { status: 'failed'; busy?: boolean }

const playing = (play: QuizPlay, receivedAt: number): PlaySession => ({
  status: 'playing',
  play,
  deadline: localDeadline(play, receivedAt),
})

/**
 * The states home is opened with when the reload rule, or a way back or forward, ends a play,
 * so it can say why (features/home reads them, as the leaderboard reads `{ board }`).
 */
const endedByReloads = { notice: 'playEndedByReloads' } as const
const endedByLeaving = { notice: 'playEndedByLeaving' } as const

/**
 * Ends on the server the play this tab is in, once the rule that sends the person home says it
 * is over, and answers whether there was one (then home says so). Not awaited: the person goes
 * home at once, and if the request is lost the next start or resume of this tab sends it again
 * before anything else (`endPlaySaidOver`), so the play is never resumed.
 */
function endPlayInProgress(kind: QuizKind): boolean {
  if (!declarePlayOver(kind)) return false
  endPlaySaidOver(kind).catch((error: unknown) => {
    console.warn('Quiz play not ended yet; the next start or resume ends it first', error)
  })
  return true
}

/** Where the play screens start a play from, to come back to once a subscription is paid. */
const startPage: Record<QuizKind, string> = { regular: '/quiz', special: '/quizflow2' }

/**
 * Finds the play a play screen shows, without ever starting one by accident:
 * - straight from the category screen, the play it just started (no request at all);
 * - back or forward during a play, or into a play screen the person had left, goes home
 *   (spec §2) and ends the play, as the rules page says;
 * - on a reload (or any arrival from outside the app), the spec's reload rule first: the `QPR`
 *   counter goes up, and past 1 the play ends and the person goes home, told why; otherwise
 *   the open play resumes;
 * - with no open play, the special quiz starts one (the home card comes straight here after
 *   its subscription check), and the regular quiz goes back to the category screen.
 */
export function usePlaySession(kind: QuizKind) {
  const navigate = useNavigate()
  const navigationType = useNavigationType()
  const { user, error: meError } = useMe()
  const loginModal = useLoginModal()
  const gate = usePlayGate()
  // Judged once, on arrival, before this screen's own "left" flag is cleared below.
  const [arrival] = useState(() =>
    playArrival(navigationType, readFlag(leftPlayFlag(kind)) !== null, readFlag('QPR')),
  )
  const [session, setSession] = useState<PlaySession>(() => {
    const handoff = arrival.kind === 'start' ? peekHandoff(kind) : null
    return handoff ? playing(handoff.play, handoff.receivedAt) : { status: 'loading' }
  })
  // StrictMode runs effects twice in development; a start uses up a play, so it must run once.
  const begun = useRef(false)
  const alive = useRef(false)

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  // Spec §2: back or forward while playing goes home, replacing the entry moved to, and ends the
  // play on screen (one still loading was never shown, and is not said to be over). The router's
  // own popstate listener runs first, and React renders its update (unmounting this screen)
  // before the next listener is called; so the listener is removed a tick late, to still hear
  // the event that unmounted it.
  const showing = useRef(false)
  showing.current = session.status === 'playing'
  useEffect(() => {
    const goHome = () => {
      const ended = showing.current && endPlayInProgress(kind)
      navigate('/home', { replace: true, state: ended ? endedByLeaving : null })
    }
    window.addEventListener('popstate', goHome)
    return () => {
      setTimeout(() => window.removeEventListener('popstate', goHome))
    }
  }, [kind, navigate])

  // The screen counts as left once it unmounts; being here (the arrival is already judged)
  // clears that. A reload never runs the cleanup, which is how it is told from a way back.
  useEffect(() => {
    removeFlag(leftPlayFlag(kind))
    return () => writeFlag(leftPlayFlag(kind), 'true')
  }, [kind])

  async function load(msisdn: string) {
    setSession({ status: 'loading' })
    try {
      let play = await getCurrentPlay(kind)
      let receivedAt = Date.now()
      if (!alive.current) return
      if (!play) {
        if (kind === 'regular') {
          writeFlag('QPR', '0')
          navigate('/quiz', { replace: true })
          return
        }
        play = await startQuiz({ kind, msisdn, categoryIds: [] })
        receivedAt = Date.now()
        if (!alive.current) return
        if (play.isPlayed === 1) {
          setSession({ status: 'already-played' })
          return
        }
        writeFlag('QPR', '0')
      }
      setSession(playing(play, receivedAt))
    } catch (error) {
      if (!alive.current) return
      if (error instanceof ApiError && error.status === 401) {
        loginModal.open()
        navigate('/home', { replace: true })
      } else if (error instanceof ApiError && error.code === errorCodes.subscriptionRequired) {
        setSession({ status: 'subscribing', failed: false })
      } else {
        setSession({ status: 'failed', busy: isServiceBusy(error) })
      }
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the session is known; `load` reads the rest.
  useEffect(() => {
    if (begun.current) return
    if (arrival.kind === 'returned') {
      begun.current = true
      const ended = endPlayInProgress(kind)
      navigate('/home', { replace: true, state: ended ? endedByLeaving : null })
      return
    }
    if (session.status === 'playing') {
      begun.current = true
      clearHandoff()
      return
    }
    if (user === undefined) {
      if (meError) setSession({ status: 'failed' })
      return
    }
    begun.current = true
    if (user === null) {
      loginModal.open()
      navigate('/home', { replace: true })
      return
    }
    if (arrival.kind === 'reloaded') {
      writeFlag('QPR', String(arrival.count))
      if (!arrival.allowed) {
        const ended = endPlayInProgress(kind)
        navigate('/home', { replace: true, state: ended ? endedByReloads : null })
        return
      }
    }
    void load(user.msisdn)
  }, [user, meError])

  // Not subscribed after all (it lapsed, or the page was opened directly): the play gate's check,
  // as on the home cards, sends the person to the wallet's consent page (or home, if it finds
  // the subscription approved meanwhile).
  const askedSubscription = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per session; `gate` is new each render.
  useEffect(() => {
    if (session.status !== 'subscribing' || askedSubscription.current) return
    askedSubscription.current = true
    void gate.play({
      target: '/home',
      segment: quizRules[kind].segment,
      afterPayment: { path: startPage[kind] },
    })
  }, [session.status])

  const subscriptionFailed = gate.failed !== null
  const current: PlaySession =
    session.status === 'subscribing' ? { status: 'subscribing', failed: subscriptionFailed } : session

  // Without a known user there is nothing to retry with; the screen then offers only the way home.
  const retry = user ? () => void load(user.msisdn) : undefined
  return { session: current, retry }
}
