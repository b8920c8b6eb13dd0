import type { ErrorCode } from '@khelahobe/contracts/error-codes'
import { validateMsisdn } from '@khelahobe/contracts/msisdn'
import { subscriptionPriceTaka } from '@khelahobe/contracts/rules'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { CloseIcon } from '../../../components/icons/icons.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { bn } from '../../../i18n/bn.ts'
import { fill } from '../../../i18n/format.ts'
import { ApiError, networkErrorCode } from '../../../lib/api-client.ts'
import { useTrackOpen } from '../../../lib/campaign-tracking.ts'
import { toAsciiDigits } from '../../../lib/digits.ts'
import { writeFlag } from '../../../lib/storage.ts'
import { useCampaignSubscribe } from '../api/campaign-subscribe.ts'
import { campaignText } from '../campaign-text.ts'
import styles from './campaign-prompt.module.css'

type Message =
  | { kind: 'invalid'; text: string }
  | { kind: 'failed'; reason: string; english: boolean }
  /** The number is subscribed already, or waits for approval elsewhere: its owner logs in. */
  | { kind: 'logIn'; reason: string }

// Named by the codes themselves, checked against `ErrorCode`, as the login modal does: the
// `errorCodes` object would be one more chunk for this page.
const ownerLogsIn = new Set<ErrorCode>(['ALREADY_SUBSCRIBED', 'PENDING_ELSEWHERE'])

function failureOf(error: unknown): Message {
  // The server's message is the reason (spec §8): Bangla, but for the spec's validator
  // messages, which stay English (decision 0021); without an answer there is only ours.
  if (error instanceof ApiError && ownerLogsIn.has(error.code as ErrorCode)) {
    return { kind: 'logIn', reason: error.message }
  }
  if (error instanceof ApiError && error.code !== networkErrorCode) {
    return { kind: 'failed', reason: error.message, english: error.status === 400 }
  }
  return { kind: 'failed', reason: campaignText.networkReason, english: false }
}

type CampaignPromptProps = {
  campaignKey: string
  /** Page 6's wording: the 017 placeholder and 'চালিয়ে যান' for 'Continue'. */
  variant: 'default' | 'page6'
  onClose: () => void
  /** The log-in offered when the number's owner must log in instead, with the number typed. */
  onLogIn: (mobileNo: string) => void
}

/**
 * The number prompt of the campaign pages. Neither a tap outside nor Escape dismisses it
 * (spec §2); only its own close button does.
 */
export function CampaignPrompt({ campaignKey, variant, onClose, onLogIn }: CampaignPromptProps) {
  const [mobileNo, setMobileNo] = useState('')
  const [message, setMessage] = useState<Message | null>(null)
  // Set once the wallet page is loading, so the button stays off until the page is gone.
  const [leaving, setLeaving] = useState(false)
  const subscribe = useCampaignSubscribe()
  const numberRef = useRef<HTMLInputElement>(null)
  useTrackOpen('number_prompt')

  useEffect(() => {
    // Straight to the field, where the person types next (the dialog would focus the X).
    numberRef.current?.focus()
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (subscribe.isMutating || leaving) return
    const number = toAsciiDigits(mobileNo)
    const verdict = validateMsisdn(number)
    if (verdict !== 'true') {
      setMessage({ kind: 'invalid', text: verdict })
      return
    }
    setMessage(null)
    try {
      const answer: { result: string; subscriptionRequestId: string; redirectURL: string } =
        await subscribe.trigger({ mobileNo: number, campaignKey })
      if (answer.result === 'true') {
        writeFlag('SRI', answer.subscriptionRequestId)
        setLeaving(true)
        window.location.assign(answer.redirectURL)
        return
      }
      setMessage({ kind: 'failed', reason: answer.result, english: true })
    } catch (error) {
      setMessage(failureOf(error))
    }
  }

  const page6 = variant === 'page6'
  const errorId = 'campaign-error'
  return (
    <Dialog
      onClose={() => {}}
      dismissible={false}
      labelledBy="campaign-prompt-title"
      className={styles.dialog}
    >
      <div className={styles.panel}>
        <button
          type="button"
          className={`icon-button ${styles.close}`}
          aria-label={bn.common.close}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <h2 id="campaign-prompt-title" className={styles.heading}>
          {campaignText.promptTitle}
        </h2>
        <form onSubmit={submit} noValidate className={styles.form}>
          <label htmlFor="campaign-number" className={styles.label}>
            {campaignText.numberLabel}
          </label>
          <input
            ref={numberRef}
            id="campaign-number"
            name="mobileNo"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={page6 ? campaignText.numberPlaceholderPage6 : campaignText.numberPlaceholder}
            className={styles.input}
            value={mobileNo}
            onChange={(event) => setMobileNo(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={subscribe.isMutating || leaving}>
            {page6 ? campaignText.continue : campaignText.subscribe}
          </button>
          {message && (
            <p id={errorId} role="alert" className={styles.error}>
              {message.kind === 'invalid' ? (
                <span lang="en">{message.text}</span>
              ) : message.kind === 'logIn' ? (
                message.reason
              ) : (
                <>
                  {campaignText.failed}{' '}
                  <span lang={message.english ? 'en' : undefined}>{message.reason}</span>
                </>
              )}
            </p>
          )}
          {message?.kind === 'logIn' && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => onLogIn(toAsciiDigits(mobileNo))}
            >
              {campaignText.logIn}
            </button>
          )}
          <p className={styles.price}>{fill(campaignText.price, { price: subscriptionPriceTaka })}</p>
        </form>
      </div>
    </Dialog>
  )
}
