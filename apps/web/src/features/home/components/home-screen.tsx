import type { ReactNode } from 'react'
import { bn } from '../../../i18n/bn.ts'
import styles from './home-screen.module.css'
import { PlayCards } from './play-cards.tsx'
import { PlayEndedNotice } from './play-ended-notice.tsx'
import { PrizeBanner } from './prize-banner.tsx'
import { ScorePanel } from './score-panel.tsx'
import { Splash } from './splash.tsx'

/**
 * `tournament` is the latest tournament's card, from the games feature: the route composes
 * the two, since features do not import each other.
 */
export function HomeScreen({ tournament }: { tournament: ReactNode }) {
  return (
    <div className={styles.home}>
      <title>{`${bn.appName} | ${bn.home.splashLine}`}</title>
      <Splash />
      <PlayEndedNotice />
      <h1 className="sr-only">{`${bn.appName}: ${bn.home.title}`}</h1>
      <ScorePanel />
      <PrizeBanner />
      <PlayCards tournament={tournament} />
    </div>
  )
}
