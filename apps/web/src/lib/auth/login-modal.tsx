import type { ErrorCode } from '@khelahobe/contracts/error-codes'
import { validateMsisdn } from '@khelahobe/contracts/msisdn'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { CloseIcon, LogoMark } from '../../components/icons/icons.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { bn } from '../../i18n/bn.ts'
import { bengaliDigits, fill } from '../../i18n/format.ts'
import { ApiError } from '../api-client.ts'
import { toAsciiDigits } from '../digits.ts'
import { useRequestLoginCode } from './login.ts'
import styles from './login-modal.module.css'
import { loginText } from './login-text.ts'
import { receiveSmsCode } from './sms-code.ts'
import { useVerifyLoginCode } from './verify.ts'

/** One message under the form: Bangla, but for the spec's validator messages, which are English. */
type FormMessage = { text: string; lang?: 'en' }

// The login's own refusals, which the server words in Bangla with their figures (tries left,
// minutes to wait; decision 0021). Listed by the codes themselves, which the type checks
// against `ErrorCode`, not through `errorCodes`: importing that object here as well would
// split it into a chunk of its own, one more request in the first load of /home (decision 0013).
const serverWorded = new Set<ErrorCode>([
  'CODE_INVALID',
  'CODE_EXPIRED',
  'TOO_MANY_REQUESTS',
  'PROVIDER_UNAVAILABLE',
])

function messageFor(error: unknown): FormMessage {
  if (!(error instanceof ApiError)) return { text: bn.login.failed }
  if (serverWorded.has(error.code as ErrorCode)) return { text: error.message }
  if (error.status === 503) return { text: bn.common.busy }
  // A 429 that is not ours (a proxy's) carries no message to show.
  if (error.status === 429) return { text: loginText.tooSoon }
  // 400s carry the validator's own message, which the spec writes in English.
  if (error.status === 400) return { text: error.message, lang: 'en' }
  return { text: bn.login.failed }
}

export function LoginModal({ onClose, initialNumber = '' }: { onClose: () => void; initialNumber?: string }) {
  const [step, setStep] = useState<'number' | 'code'>('number')
  const [mobileNo, setMobileNo] = useState(initialNumber)
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<FormMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [canResend, setCanResend] = useState(false)
  // A fresh object per code sent, so the resend timer restarts even when the delay is the same.
  const [lastSend, setLastSend] = useState({ resendAfterSeconds: 0 })
  const requestCode = useRequestLoginCode()
  const verifyCode = useVerifyLoginCode()
  const numberRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // Each step starts where the person types next (the dialog itself would focus the X).
    ;(step === 'number' ? numberRef : codeRef).current?.focus()
  }, [step])

  useEffect(() => {
    if (step !== 'code') return
    setCanResend(false)
    const timer = setTimeout(() => setCanResend(true), lastSend.resendAfterSeconds * 1000)
    return () => clearTimeout(timer)
  }, [step, lastSend])

  // Where the phone can hand us the SMS's code (WebOTP), it is filled in and sent; the wait
  // ends when the modal closes, the number changes or another code is asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one wait per code sent; `verify` reads the rest.
  useEffect(() => {
    if (step !== 'code') return
    const abort = new AbortController()
    void receiveSmsCode(abort.signal).then((received) => {
      if (!received || abort.signal.aborted) return
      setCode(received)
      void verify(received)
    })
    return () => abort.abort()
  }, [step, lastSend])

  async function sendCode(number: string) {
    const { data } = await requestCode.trigger({ mobileNo: number, srcUrl: window.location.href })
    setLastSend({ resendAfterSeconds: data.resendAfterSeconds })
  }

  async function submitNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (requestCode.isMutating) return
    const number = toAsciiDigits(mobileNo)
    const verdict = validateMsisdn(number)
    if (verdict !== 'true') {
      setMessage({ text: verdict, lang: 'en' })
      return
    }
    setMessage(null)
    try {
      await sendCode(number)
      setMobileNo(number)
      setCode('')
      setNotice(null)
      setStep('code')
    } catch (error) {
      setMessage(messageFor(error))
    }
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void verify(code)
  }

  async function verify(typed: string) {
    if (verifyCode.isMutating) return
    const digits = toAsciiDigits(typed)
    if (!/^\d{6}$/.test(digits)) {
      setMessage({ text: loginText.codeFormat })
      return
    }
    setMessage(null)
    try {
      await verifyCode.trigger({ mobileNo, code: digits })
      onClose()
    } catch (error) {
      setMessage(messageFor(error))
    }
  }

  async function resend() {
    if (requestCode.isMutating) return
    setMessage(null)
    setNotice(null)
    try {
      await sendCode(mobileNo)
      setCode('')
      setNotice(loginText.resent)
      codeRef.current?.focus()
    } catch (error) {
      setMessage(messageFor(error))
    }
  }

  function changeNumber() {
    setMessage(null)
    setNotice(null)
    setStep('number')
  }

  const errorId = 'login-error'
  const feedback = message && (
    <p id={errorId} role="alert" className={styles.error} lang={message.lang}>
      {message.text}
    </p>
  )

  return (
    <Dialog onClose={onClose} labelledBy="login-title" className={styles.dialog}>
      <div className={styles.panel}>
        <button
          type="button"
          className={`icon-button ${styles.close}`}
          aria-label={bn.common.close}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <LogoMark size={44} className={styles.mark} />
        <h2 id="login-title" className={styles.heading}>
          {bn.login.heading}
        </h2>

        {step === 'number' ? (
          <form onSubmit={submitNumber} noValidate className={styles.form}>
            <label htmlFor="login-number" className={styles.label}>
              {loginText.numberLabel}
            </label>
            <input
              ref={numberRef}
              id="login-number"
              name="mobileNo"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={loginText.numberPlaceholder}
              className={styles.input}
              value={mobileNo}
              onChange={(event) => setMobileNo(event.target.value)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={requestCode.isMutating}>
              {loginText.sendCode}
            </button>
            {feedback}
          </form>
        ) : (
          <form onSubmit={submitCode} noValidate className={styles.form}>
            <p className={styles.sent}>{fill(loginText.codeSent, { number: bengaliDigits(mobileNo) })}</p>
            <label htmlFor="login-code" className={styles.label}>
              {loginText.codeLabel}
            </label>
            <input
              ref={codeRef}
              id="login-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={`${styles.input} ${styles.code}`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={verifyCode.isMutating}>
              {loginText.verify}
            </button>
            {feedback}
            {notice && (
              <p role="status" className={styles.notice}>
                {notice}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className="link-button" onClick={changeNumber}>
                {loginText.changeNumber}
              </button>
              <button
                type="button"
                className="link-button"
                onClick={resend}
                disabled={!canResend || requestCode.isMutating}
              >
                {loginText.resend}
              </button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  )
}
