import { type ReactNode, useLayoutEffect, useRef } from 'react'

type DialogProps = {
  id?: string
  /** Whether the dialog is shown; a dialog that is only mounted while open can leave it out. */
  open?: boolean
  onClose: () => void
  /** Name the dialog by a heading inside it, or by a plain label when it has no heading. */
  labelledBy?: string
  label?: string
  /** The text a screen reader reads after the name when the dialog opens, for a notice. */
  describedBy?: string
  /** A tap on the dimmed area outside the content closes the dialog. */
  closeOnBackdrop?: boolean
  /**
   * False for a prompt that must be answered: Escape does nothing and the dialog stays up;
   * only the dialog's own buttons (through `open` or unmounting) take it away.
   */
  dismissible?: boolean
  className?: string
  children: ReactNode
}

/**
 * A modal built on the native <dialog> element: showModal() gives the top layer above the
 * fixed bars, makes the rest of the page inert, keeps Tab inside and moves focus in, all
 * without script of our own. We restore focus ourselves because the dialog may be
 * unmounted instead of closed.
 */
export function Dialog({
  id,
  open = true,
  onClose,
  labelledBy,
  label,
  describedBy,
  closeOnBackdrop = false,
  dismissible = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      if (returnFocus?.isConnected) returnFocus.focus()
    }
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap's keyboard equivalent is Escape, handled by onCancel.
    <dialog
      ref={ref}
      id={id}
      className={className}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog never closes behind its owner's back.
        event.preventDefault()
        if (dismissible) onClose()
      }}
      onClose={(event) => {
        // Our own cleanup closes the dialog too; only report a close that left it closed
        // (React's dev double effects reopen it before this event arrives).
        const dialog = event.currentTarget
        if (dialog.open) return
        if (dismissible) onClose()
        // Chromium lets a second Escape without a tap in between close a modal without a
        // cancellable event; a prompt that must be answered goes straight back up.
        else if (open && dialog.isConnected) dialog.showModal()
      }}
      onClick={(event) => {
        // A click on the <dialog> element itself (not its content) is a click on the backdrop.
        if (closeOnBackdrop && dismissible && event.target === event.currentTarget) onClose()
      }}
    >
      {children}
    </dialog>
  )
}
