import { type AvatarId, avatarIds } from '@khelahobe/contracts/rules'
import { useState } from 'react'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { fill } from '../../../i18n/format.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { profileText } from '../profile-text.ts'
import { saveFailureText } from '../utils/save-failure.ts'
import styles from './profile-dialogs.module.css'

type AvatarDialogProps = { current: string | null; onClose: () => void }

/** The six avatars to choose from; a tap saves the choice and closes, unless the server refuses it. */
export function AvatarDialog({ current, onClose }: AvatarDialogProps) {
  const update = useUpdateProfile()
  const [failure, setFailure] = useState<string | null>(null)

  async function choose(choice: AvatarId) {
    if (update.isMutating) return
    if (choice === current) {
      onClose()
      return
    }
    setFailure(null)
    try {
      await update.trigger({ ImageName: choice })
      onClose()
    } catch (error) {
      setFailure(saveFailureText(error))
    }
  }

  return (
    <Dialog
      onClose={onClose}
      // While the choice is being saved, a tap outside or Escape must not hide the outcome.
      dismissible={!update.isMutating}
      closeOnBackdrop
      labelledBy="avatar-dialog-title"
      className={`notice-dialog ${styles.dialog}`}
    >
      <h2 id="avatar-dialog-title">{profileText.avatarTitle}</h2>
      <ul className={styles.avatars} aria-busy={update.isMutating}>
        {avatarIds.map((choice, index) => (
          <li key={choice}>
            <button
              type="button"
              className={styles.avatarChoice}
              aria-label={fill(profileText.avatarChoice, { number: index + 1 })}
              aria-pressed={choice === current}
              disabled={update.isMutating}
              onClick={() => choose(choice)}
            >
              <Avatar imageName={choice} size={64} />
            </button>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={update.isMutating}>
        {profileText.cancel}
      </button>
    </Dialog>
  )
}
