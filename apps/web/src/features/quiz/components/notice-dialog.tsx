import type { ReactNode } from 'react'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { quizText } from '../quiz-text.ts'
import styles from './notice-dialog.module.css'

type NoticeDialogProps = {
  /** Prefix of the heading and body ids; unique on the page. */
  id: string
  title: string
  onClose: () => void
  children: ReactNode
}

/** The quiz screens' modals (rules, prizes, already played): a heading, some text, and OK. */
export function NoticeDialog({ id, title, onClose, children }: NoticeDialogProps) {
  return (
    <Dialog
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      className={`notice-dialog ${styles.dialog}`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`} className={styles.body}>
        {children}
      </div>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {quizText.ok}
      </button>
    </Dialog>
  )
}
