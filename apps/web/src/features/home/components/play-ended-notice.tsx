import { useLocation, useNavigate } from 'react-router'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { bn } from '../../../i18n/bn.ts'
import { useFlag } from '../../../lib/storage.ts'

/**
 * Why the quiz play screens (features/quiz) sent the person home, from the state they open it
 * with: the reload rule, or a way back or forward, ended the play.
 */
const texts = {
  playEndedByReloads: bn.home.playEndedByReloads,
  playEndedByLeaving: bn.home.playEndedByLeaving,
}

function endedBy(state: unknown): keyof typeof texts | null {
  const notice = (state as { notice?: unknown } | null)?.notice
  return notice === 'playEndedByReloads' || notice === 'playEndedByLeaving' ? notice : null
}

/**
 * Tells a person the quiz sent home why: they reloaded it more than once, or went back or
 * forward, so the play is over and the answers they gave count. It waits for the splash, and
 * its OK takes the notice off the page's history entry, so a reload or a way back to home does
 * not say it again.
 */
export function PlayEndedNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const splashSeen = useFlag('splash') === 'true'
  const reason = endedBy(location.state)
  if (!splashSeen || !reason) return null

  const close = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })
  return (
    <Dialog
      onClose={close}
      labelledBy="play-ended-title"
      describedBy="play-ended-body"
      className="notice-dialog"
    >
      <h2 id="play-ended-title">{bn.home.playEndedByReloadsTitle}</h2>
      <p id="play-ended-body">{texts[reason]}</p>
      <button type="button" className="btn btn-primary" onClick={close}>
        {bn.home.ok}
      </button>
    </Dialog>
  )
}
