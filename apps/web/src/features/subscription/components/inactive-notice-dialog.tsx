import { Dialog } from '../../../components/ui/dialog.tsx'
import { bn } from '../../../i18n/bn.ts'

export function InactiveNoticeDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      onClose={onClose}
      labelledBy="inactive-notice-title"
      className="notice-dialog"
      describedBy="inactive-notice-body"
    >
      <h2 id="inactive-notice-title">{bn.inactiveNotice.title}</h2>
      <p id="inactive-notice-body">{bn.inactiveNotice.body}</p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {bn.inactiveNotice.ok}
      </button>
    </Dialog>
  )
}
