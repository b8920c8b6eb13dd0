import { useLocation, useNavigate } from 'react-router'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { bn } from '../../../i18n/bn.ts'
import { useFlag } from '../../../lib/storage.ts'

/** The state the quiz play screens (features/quiz) open home with when the reload rule ends a play. */
function endedByReloads(state: unknown) {
  return (state as { notice?: unknown } | null)?.notice === 'playEndedByReloads'
}

/**
 * Tells a person the quiz sent home why: they reloaded it more than once, so the play is over
 * and the answers they gave count. It waits for the splash, and its OK takes the notice off
 * the page's history entry, so a reload or a way back to home does not say it again.
 */
export function PlayEndedNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const splashSeen = useFlag('splash') === 'true'
  if (!splashSeen || !endedByReloads(location.state)) return null

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
      <p id="play-ended-body">{bn.home.playEndedByReloads}</p>
      <button type="button" className="btn btn-primary" onClick={close}>
        {bn.home.ok}
      </button>
    </Dialog>
  )
}
