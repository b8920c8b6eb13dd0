import type { User } from '@khelahobe/contracts/auth'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import styles from './app-layout.module.css'
import { BottomBar } from './bottom-bar.tsx'
import { SideMenu } from './side-menu.tsx'
import { TopBar } from './top-bar.tsx'

type AppLayoutProps = {
  /** undefined while the session is being checked, null for a visitor. */
  user: User | null | undefined
  onLogin: () => void
  children: ReactNode
}

const menuId = 'side-menu'
const campaignPage = /^\/campaignpage[1-6]\/?$/i

/**
 * The frame around every page: top bar, side menu, content and bottom bar. It knows nothing
 * about how the user is fetched or how login works; the app passes those in, so shared
 * components stay free of feature code.
 */
export function AppLayout({ user, onLogin, children }: AppLayoutProps) {
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuLocation, setMenuLocation] = useState(location.key)

  // Any navigation (a menu link, the back button) closes the menu.
  if (menuLocation !== location.key) {
    setMenuLocation(location.key)
    setMenuOpen(false)
  }

  // A new page starts at its top; back and forward keep the browser's own scroll restoration.
  const navigationType = useNavigationType()
  const scrolledFor = useRef(location.pathname)
  useLayoutEffect(() => {
    if (scrolledFor.current === location.pathname) return
    scrolledFor.current = location.pathname
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [location.pathname, navigationType])

  const showBottomBar = !campaignPage.test(location.pathname)

  return (
    <div className={styles.shell}>
      <TopBar
        user={user}
        menuOpen={menuOpen}
        menuId={menuId}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <SideMenu
        id={menuId}
        open={menuOpen}
        user={user}
        onClose={() => setMenuOpen(false)}
        onLogin={() => {
          setMenuOpen(false)
          onLogin()
        }}
      />
      <main className={showBottomBar ? styles.main : `${styles.main} ${styles.noBottomBar}`}>{children}</main>
      {showBottomBar && <BottomBar />}
    </div>
  )
}
