import { Dialog } from '../../../components/ui/dialog.tsx'
import { LoadState } from '../../../components/ui/load-state.tsx'
import { formatNumber } from '../../../i18n/format.ts'
import { useProfileScore } from '../api/get-profile-score.ts'
import { profileText } from '../profile-text.ts'
import styles from './profile-dialogs.module.css'

/** A best score, or the spec's N/A before there is one. */
function Score({ value }: { value: number | null }) {
  if (value === null) return <span lang="en">{profileText.noScore}</span>
  return <>{formatNumber(value)}</>
}

/** The 'your score' popup: the best quiz score and the best game score. */
export function ScoreDialog({ onClose }: { onClose: () => void }) {
  const { score, error, retry } = useProfileScore()
  return (
    <Dialog
      onClose={onClose}
      closeOnBackdrop
      labelledBy="score-dialog-title"
      className={`notice-dialog ${styles.dialog}`}
    >
      <h2 id="score-dialog-title">{profileText.yourScore}</h2>
      {score ? (
        <dl className={styles.scores}>
          <div>
            <dt>{profileText.bestQuizScore}</dt>
            <dd>
              <Score value={score.bestQuizScore} />
            </dd>
          </div>
          <div>
            <dt>{profileText.bestGameScore}</dt>
            <dd>
              <Score value={score.bestGameScore} />
            </dd>
          </div>
        </dl>
      ) : (
        <LoadState error={error} failedText={profileText.scoreLoadFailed} retry={retry} />
      )}
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {profileText.ok}
      </button>
    </Dialog>
  )
}
