import { useEffect, useRef } from 'react'
import { apiFetch } from './api-client.ts'
import { pageName, trackEvent } from './tracking.ts'

/**
 * What only the campaign pages report, kept apart from tracking.ts so it ships with their
 * chunk instead of the entry every page loads.
 */

/** The contract's bound on `srcurl`. */
const maxSourceUrlLength = 2048

/** Reports once that the calling component opened (the campaign number prompt), named after the page. */
export function useTrackOpen(type: 'number_prompt'): void {
  const reported = useRef(false)
  useEffect(() => {
    if (reported.current) return
    reported.current = true
    trackEvent(type, pageName(window.location.pathname))
  }, [type])
}

/**
 * The spec's activity log (`SaveLog`), once per campaign page visit. The number is left
 * out: a visitor has given none yet, and a logged-in person's the server knows.
 * `theme` names the creative the visitor saw.
 */
export function useCampaignVisitLog(campaignKey: string, theme: string): void {
  const logged = useRef(false)
  useEffect(() => {
    if (logged.current) return
    logged.current = true
    const query = new URLSearchParams({
      campaignKey,
      cname: pageName(window.location.pathname),
      theme,
      srcurl: window.location.href.slice(0, maxSourceUrlLength),
    })
    // Spec §7: on failure the log returns null; nobody waits for it.
    apiFetch(`/api/default/SaveLog?${query}`).catch(() => {})
  }, [campaignKey, theme])
}
