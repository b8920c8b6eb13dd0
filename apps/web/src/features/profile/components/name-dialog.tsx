import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useUpdateProfile } from '../api/update-profile.ts'
import { profileText } from '../profile-text.ts'
import { saveFailureText } from '../utils/save-failure.ts'
import styles from './profile-dialogs.module.css'

type NameDialogProps = { current: string; onClose: () => void }

/**
 * Free text with no limits shown (spec §2, §5): the server bounds the name and its refusal,
 * in Bangla, appears under the field.
 */
export function NameDialog({ current, onClose }: NameDialogProps) {
  const update = useUpdateProfile()
  const [name, setName] = useState(current)
  const [failure, setFailure] = useState<string | null>(null)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (update.isMutating) return
    setFailure(null)
    try {
      await update.trigger({ Name: name })
      onClose()
    } catch (error) {
      setFailure(saveFailureText(error))
    }
  }

  const failureId = 'name-dialog-failure'
  return (
    <Dialog
      onClose={onClose}
      // While the name is being saved, a tap outside or Escape must not hide the outcome (spec §2).
      dismissible={!update.isMutating}
      closeOnBackdrop
      labelledBy="name-dialog-title"
      className={`notice-dialog ${styles.dialog}`}
    >
      <form onSubmit={save} noValidate className={styles.form}>
        <h2 id="name-dialog-title">{profileText.editName}</h2>
        <label htmlFor="profile-name" className={styles.label}>
          {profileText.nameLabel}
        </label>
        <input
          id="profile-name"
          name="name"
          type="text"
          autoComplete="name"
          className={styles.input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? failureId : undefined}
        />
        {failure && (
          <p id={failureId} role="alert" className="form-error">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={update.isMutating}>
            {update.isMutating ? profileText.saving : profileText.save}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={update.isMutating}>
            {profileText.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
