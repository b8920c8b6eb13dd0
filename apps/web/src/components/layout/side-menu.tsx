import type { User } from '@khelahobe/contracts/auth'
import { bn } from '../../i18n/bn.ts'
import { bengaliDigits } from '../../i18n/format.ts'
import { CloseIcon, ExternalIcon } from '../icons/icons.tsx'
import { Avatar } from '../ui/avatar.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { Link } from '../ui/link.tsx'
import styles from './side-menu.module.css'

const links = [
  { to: '/home', label: bn.sideMenu.home },
  { to: '/profile', label: bn.sideMenu.profile },
  { to: '/rules', label: bn.sideMenu.rules },
  { to: '/gifts', label: bn.sideMenu.gifts },
  { to: '/terms', label: bn.sideMenu.terms },
  { to: '/policy', label: bn.sideMenu.policy },
  { to: '/support', label: bn.sideMenu.support },
  { to: '/settings', label: bn.sideMenu.settings },
]

const facebookPage = 'https://www.facebook.com/'

type SideMenuProps = {
  id: string
  open: boolean
  user: User | null | undefined
  onClose: () => void
  onLogin: () => void
}

export function SideMenu({ id, open, user, onClose, onLogin }: SideMenuProps) {
  return (
    <Dialog
      id={id}
      open={open}
      onClose={onClose}
      label={bn.sideMenu.label}
      closeOnBackdrop
      className={styles.drawer}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          {user ? (
            <Link to="/profile" className={styles.user} onClick={onClose}>
              <Avatar imageName={user.imageName} size={48} />
              <span className={styles.who}>
                {user.name && <span className={styles.name}>{user.name}</span>}
                <span className={styles.msisdn}>{bengaliDigits(user.msisdn)}</span>
              </span>
            </Link>
          ) : (
            <button type="button" className="btn btn-gold" onClick={onLogin}>
              {bn.sideMenu.login}
            </button>
          )}
          <button type="button" className="icon-button" aria-label={bn.sideMenu.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={bn.sideMenu.navLabel}>
          <ul className={styles.list}>
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={styles.link} onClick={onClose}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <a href={facebookPage} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {bn.sideMenu.facebook}
                <ExternalIcon size={18} />
                <span className="sr-only">{bn.sideMenu.opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </Dialog>
  )
}
