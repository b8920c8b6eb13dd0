import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AppLayout } from '../../components/layout/app-layout.tsx'
import { InactiveNotice } from '../../features/subscription/components/inactive-notice.tsx'
import { useMe } from '../../lib/auth/get-me.ts'
import { useLoginModal } from '../../lib/auth/use-login-modal.ts'
import { usePageViews } from '../../lib/tracking.ts'
import { AppProvider } from '../provider.tsx'
import { RouteErrorBoundary } from './route-error.tsx'

// The payment result and the campaign prompts have the person's attention; the notice waits for the next page.
const noNoticePage = /^\/(payment-success|campaignpage[1-6])\/?$/i

/** The root route: providers around the layout, with the layout fed from the session (lib/auth). */
export function RootRoute() {
  return (
    <AppProvider>
      <Shell />
    </AppProvider>
  )
}

function Shell() {
  const { user } = useMe()
  const loginModal = useLoginModal()
  const { pathname } = useLocation()
  usePageViews()
  return (
    <AppLayout user={user} onLogin={loginModal.open}>
      {/* Page errors and chunk downloads stay inside the layout, so the bars never vanish. Later
          navigations run as transitions: the old page stays up until the next chunk arrives. */}
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      {/* Keyed by the person: logging in as someone else in this tab asks afresh. */}
      <InactiveNotice key={user?.id ?? 'visitor'} paused={noNoticePage.test(pathname)} />
    </AppLayout>
  )
}
