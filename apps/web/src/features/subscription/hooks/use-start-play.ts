import type { Segment } from '@khelahobe/contracts/subscription'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { readFlag, writeFlag } from '../../../lib/storage.ts'
import { useMe } from '../../auth/api/get-me.ts'
import { useLoginModal } from '../../auth/hooks/use-login-modal.ts'
import { checkSubscription } from '../api/check-subscription.ts'

/**
 * Every play action goes through here: a visitor gets the login modal, a subscriber goes to the
 * game, anyone else goes to the wallet's consent page and comes back to /payment-success.
 * `busy` and `failed` name the target whose check is out or failed, so the caller can mark
 * that one button.
 */
export function useStartPlay() {
  const { user, isLoading } = useMe()
  const loginModal = useLoginModal()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  // A ref, not the state: a second tap in the same frame sees the first one before React re-renders.
  const inFlight = useRef(false)

  // The back button from the wallet page may restore this page from the back/forward cache,
  // frozen mid-redirect; it must take taps again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      inFlight.current = false
      setBusy(null)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  async function start(segment: Segment, target: string) {
    if (inFlight.current) return
    if (!user) {
      // While the session check is still out, a tap would guess wrong either way; it is a split second.
      if (!isLoading) loginModal.open()
      return
    }
    inFlight.current = true
    setBusy(target)
    setFailed(null)
    try {
      const check = await checkSubscription({
        msisdn: user.msisdn,
        segment,
        campaignUrl: window.location.href,
        campaignKey: readFlag('CK'),
      })
      if (check.isSubscribed) {
        navigate(target)
      } else if (check.redirectURL && check.subscriptionRequestId) {
        writeFlag('SRI', check.subscriptionRequestId)
        window.location.assign(check.redirectURL)
        // Stay busy: the page is being left, and a second tap would start a second request.
        return
      } else {
        setFailed(target)
      }
    } catch {
      setFailed(target)
    }
    inFlight.current = false
    setBusy(null)
  }

  return { start, busy, failed }
}
