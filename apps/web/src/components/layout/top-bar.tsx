import type { User } from '@khelahobe/contracts/auth'
import { bn } from '../../i18n/bn.ts'
import { GearIcon, LogoMark } from '../icons/icons.tsx'
import { Avatar } from '../ui/avatar.tsx'
import { Link } from '../ui/link.tsx'
import styles from './top-bar.module.css'

type TopBarProps = {
  user: User | null | undefined
  menuOpen: boolean
  menuId: string
  onToggleMenu: () => void
}

export function TopBar({ user, menuOpen, menuId, onToggleMenu }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className="icon-button"
        aria-label={bn.topBar.menu}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        <GearIcon />
      </button>
      <Link to="/home" className={styles.logo}>
        <LogoMark />
        <span>{bn.appName}</span>
      </Link>
      {/* Logged out, the corner stays empty but keeps its width so the logo stays centred. */}
      <div className={styles.end}>
        {user && (
          <Link to="/profile" className="icon-button" aria-label={bn.topBar.profile}>
            <Avatar imageName={user.imageName} size={36} />
          </Link>
        )}
      </div>
    </header>
  )
}
