import { useEffect, useState } from 'react'
import { bn } from '../../../i18n/bn.ts'
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
 * tapped. Page 6 skips the tap and asks at once, with no way to close the prompt.
 */
export function CampaignPage({ page, search }: CampaignPageProps) {
  const page6 = page === 6
  const [promptOpen, setPromptOpen] = useState(page6)
  const campaignKey = campaignKeyFor(page, search)
  const poster = (page - 1) % posters.length

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
          onClose={page6 ? undefined : () => setPromptOpen(false)}
        />
      )}
    </div>
  )
}
