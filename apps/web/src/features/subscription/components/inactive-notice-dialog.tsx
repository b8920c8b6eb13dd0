import { Dialog } from '../../../components/ui/dialog.tsx'
import { subscriptionText } from '../subscription-text.ts'

export function InactiveNoticeDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      onClose={onClose}
      labelledBy="inactive-notice-title"
      className="notice-dialog"
      describedBy="inactive-notice-body"
    >
      <h2 id="inactive-notice-title">{subscriptionText.inactiveNotice.title}</h2>
      <p id="inactive-notice-body">{subscriptionText.inactiveNotice.body}</p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {subscriptionText.inactiveNotice.ok}
      </button>
    </Dialog>
  )
}
