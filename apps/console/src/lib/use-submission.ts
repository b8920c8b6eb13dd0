import { useState } from 'react'
import { errorMessage } from './api-client.ts'

/**
 * One form's submission: busy while it runs, then either the server's message as the error
 * or what to say it did. Each form says it once instead of its own try, catch and finally.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  /** Runs `call`; `said` turns its answer into the line that tells the operator it is done. */
  async function submit<T>(call: () => Promise<T>, said: (answer: T) => string | null = () => null) {
    setBusy(true)
    setError(null)
    setDone(null)
    try {
      const answer = await call()
      setDone(said(answer))
      return answer
    } catch (failure) {
      setError(errorMessage(failure))
      return undefined
    } finally {
      setBusy(false)
    }
  }

  /** Forgets the last outcome (the operator changed the form), or shows a check's own message. */
  function reset(message: string | null = null) {
    setError(message)
    setDone(null)
  }

  return { busy, error, done, submit, reset }
}
