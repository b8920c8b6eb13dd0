import type { ComponentType } from 'react'
import { useLocation } from 'react-router'
import { bn } from '../../i18n/bn.ts'
import { trackNavigation } from '../../lib/tracking.ts'
import { GameIcon, HomeIcon, LeaderboardIcon, QuizIcon, WinnerIcon } from '../icons/icons.tsx'
import { Link } from '../ui/link.tsx'
import styles from './bottom-bar.module.css'

type Item = { to: string; name: string; label: string; Icon: ComponentType; also?: string[] }

// `also` lists the other paths that show the same screen (spec §2: / is home, /play is /quiz).
const items: Item[] = [
  { to: '/leaderboard', name: 'leaderboard', label: bn.nav.leaderboard, Icon: LeaderboardIcon },
  { to: '/winnerpage', name: 'winnerpage', label: bn.nav.winners, Icon: WinnerIcon },
  { to: '/home', name: 'home', label: bn.nav.home, Icon: HomeIcon, also: ['/'] },
  { to: '/quiz', name: 'quiz', label: bn.nav.quiz, Icon: QuizIcon, also: ['/play'] },
  { to: '/game', name: 'game', label: bn.nav.game, Icon: GameIcon },
]

export function BottomBar() {
  const pathname = useLocation()
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1')

  return (
    <nav className={styles.bar} aria-label={bn.nav.mainLabel}>
      <ul className={styles.list}>
        {items.map(({ to, name, label, Icon, also }) => {
          const current = pathname === to || also?.includes(pathname)
          return (
            <li key={to}>
              <Link
                to={to}
                className={styles.item}
                aria-current={current ? 'page' : undefined}
                onClick={() => trackNavigation(`${name}_Footer`)}
              >
                <Icon />
                <span className={styles.label}>{label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
