import { useState } from 'react'
import { useNavigate } from 'react-router'
import { SubscriptionCards } from '../../features/subscription/components/subscription-cards.tsx'
import { bn } from '../../i18n/bn.ts'
import { useMe } from '../../lib/auth/get-me.ts'
import { useLogout } from '../../lib/auth/logout.ts'
import { useLoginModal } from '../../lib/auth/use-login-modal.ts'

export function Component() {
  const { user, isLoading } = useMe()
  const loginModal = useLoginModal()
  const logout = useLogout()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)

  async function logOut() {
    setFailed(false)
    try {
      await logout.trigger()
      navigate('/home')
    } catch {
      setFailed(true)
    }
  }

  return (
    <section className="page">
      <title>{`${bn.pages.profile}${bn.titleSuffix}`}</title>
      <h1>{bn.pages.profile}</h1>
      {user && (
        <>
          <p>{user.msisdn}</p>
          <SubscriptionCards />
          <button type="button" className="btn btn-primary" onClick={logOut} disabled={logout.isMutating}>
            {bn.profile.logout}
          </button>
          {failed && (
            <p role="alert" className="form-error">
              {bn.login.failed}
            </p>
          )}
        </>
      )}
      {user === null && !isLoading && (
        <>
          <p>{bn.profile.loggedOutHint}</p>
          <button type="button" className="btn btn-secondary" onClick={loginModal.open}>
            {bn.profile.login}
          </button>
        </>
      )}
    </section>
  )
}
