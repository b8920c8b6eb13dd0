import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { bn } from '../../../i18n/bn.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { useLoginModal } from '../../../lib/auth/use-login-modal.ts'
import { useCampaignVisitLog } from '../../../lib/campaign-tracking.ts'
import { writeFlag } from '../../../lib/storage.ts'
import { campaignText } from '../campaign-text.ts'
import { campaignKeyFor } from '../utils/campaign-key.ts'
import styles from './campaign-page.module.css'
import { CampaignPrompt } from './campaign-prompt.tsx'

// Six pages share three posters until each campaign gets its own creative.
const posters = ['/campaign/poster-1.svg', '/campaign/poster-2.svg', '/campaign/poster-3.svg'] as const

type CampaignPageProps = { page: number; search: string }

/**
 * A campaign landing page: one poster filling the screen, which opens the number prompt when
 * tapped. Page 6 skips the tap and asks at once. A number that is subscribed already is
 * offered the app's own login, from this page, so the login's source stays the campaign's
 * page and the campaign key stays in the session; once logged in, the person goes home to play.
 */
export function CampaignPage({ page, search }: CampaignPageProps) {
  const page6 = page === 6
  const [promptOpen, setPromptOpen] = useState(page6)
  const [loggingIn, setLoggingIn] = useState(false)
  const campaignKey = campaignKeyFor(page, search)
  const poster = (page - 1) % posters.length
  const { user } = useMe()
  const loginModal = useLoginModal()
  const navigate = useNavigate()

  useEffect(() => {
    if (loggingIn && user) navigate('/', { replace: true })
  }, [loggingIn, user, navigate])

  function logIn(mobileNo: string) {
    setPromptOpen(false)
    setLoggingIn(true)
    if (!user) loginModal.openFor(mobileNo)
  }

  // Kept for the session: a visitor who logs in and subscribes from home later still counts
  // for the campaign that brought them.
  useEffect(() => writeFlag('CK', campaignKey), [campaignKey])
  useCampaignVisitLog(campaignKey, `poster-${poster + 1}`)

  return (
    <div className={styles.stage}>
      <title>{`${campaignText.heading}${bn.titleSuffix}`}</title>
      <h1 className="sr-only">{campaignText.heading}</h1>
      <button
        type="button"
        className={styles.poster}
        aria-label={campaignText.tapToSubscribe}
        onClick={() => setPromptOpen(true)}
      >
        <img
          src={posters[poster]}
          alt={campaignText.posterAlt[poster]}
          width={360}
          height={720}
          className={styles.image}
        />
      </button>
      {promptOpen && (
        <CampaignPrompt
          campaignKey={campaignKey}
          variant={page6 ? 'page6' : 'default'}
          onClose={() => setPromptOpen(false)}
          onLogIn={logIn}
        />
      )}
    </div>
  )
}
