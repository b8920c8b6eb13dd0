import type { User } from '@khelahobe/contracts/auth'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { bn } from '../../../i18n/bn.ts'
import { bengaliDigits, formatNumber } from '../../../i18n/format.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { useLogout } from '../../../lib/auth/logout.ts'
import { useLoginModal } from '../../../lib/auth/use-login-modal.ts'
import { useUserProfile } from '../api/get-user-profile.ts'
import { profileText } from '../profile-text.ts'
import { AvatarDialog } from './avatar-dialog.tsx'
import { NameDialog } from './name-dialog.tsx'
import styles from './profile-screen.module.css'
import { ScoreDialog } from './score-dialog.tsx'

type ProfileScreenProps = {
  /** The subscription status cards, which belong to the subscription feature; the route passes them in. */
  subscriptions: ReactNode
}

type OpenDialog = 'avatar' | 'name' | 'score' | null

/** /profile: who the person is, their picture and name to change, their best scores, and logout. */
export function ProfileScreen({ subscriptions }: ProfileScreenProps) {
  const { user, isLoading } = useMe()
  const loginModal = useLoginModal()
  return (
    <section className="page">
      <title>{`${bn.pages.profile}${bn.titleSuffix}`}</title>
      <h1>{bn.pages.profile}</h1>
      {user && <Profile user={user} subscriptions={subscriptions} />}
      {user === null && !isLoading && (
        <>
          <p>{profileText.loggedOutHint}</p>
          <button type="button" className="btn btn-secondary" onClick={loginModal.open}>
            {bn.sideMenu.login}
          </button>
        </>
      )}
    </section>
  )
}

function Profile({ user, subscriptions }: { user: User; subscriptions: ReactNode }) {
  const { profile } = useUserProfile()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const close = () => setDialog(null)

  return (
    <>
      <div className={styles.card}>
        <button
          type="button"
          className={styles.avatarButton}
          aria-label={profileText.changeAvatar}
          onClick={() => setDialog('avatar')}
        >
          <Avatar imageName={user.imageName} size={72} />
          <span className={styles.avatarBadge} aria-hidden="true">
            <PencilIcon />
          </span>
        </button>
        <div className={styles.who}>
          <div className={styles.nameRow}>
            <p className={user.name ? styles.name : `${styles.name} ${styles.noName}`}>
              {user.name ?? profileText.noName}
            </p>
            <button
              type="button"
              className={`icon-button ${styles.edit}`}
              aria-label={profileText.editName}
              onClick={() => setDialog('name')}
            >
              <PencilIcon />
            </button>
          </div>
          <p className={styles.number}>
            <span className="sr-only">{profileText.mobileNumber}: </span>
            {bengaliDigits(user.msisdn)}
          </p>
        </div>
      </div>

      {profile && (
        <dl className={styles.today}>
          <div>
            <dt>{profileText.todayQuiz}</dt>
            <dd>{formatNumber(profile.dailyQuizPoints)}</dd>
          </div>
          <div>
            <dt>{profileText.todayGame}</dt>
            <dd>{formatNumber(profile.dailyGamePoints)}</dd>
          </div>
        </dl>
      )}

      <button
        type="button"
        className={`btn btn-gold ${styles.scoreButton}`}
        onClick={() => setDialog('score')}
      >
        {profileText.yourScore}
      </button>

      {subscriptions}

      <nav aria-label={profileText.linksLabel}>
        <ul className={styles.links}>
          <li>
            <Link to="/support">{bn.sideMenu.support}</Link>
          </li>
          <li>
            <Link to="/terms">{bn.sideMenu.terms}</Link>
          </li>
        </ul>
      </nav>

      <LogoutButton />

      {dialog === 'avatar' && <AvatarDialog current={user.imageName} onClose={close} />}
      {dialog === 'name' && <NameDialog current={user.name ?? ''} onClose={close} />}
      {dialog === 'score' && <ScoreDialog onClose={close} />}
    </>
  )
}

/** Logout ends the session, clears this tab's session storage (lib/auth) and goes home. */
function LogoutButton() {
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
    <>
      <button
        type="button"
        className={`btn btn-primary ${styles.logout}`}
        onClick={logOut}
        disabled={logout.isMutating}
      >
        {profileText.logout}
      </button>
      {failed && (
        <p role="alert" className="form-error">
          {bn.login.failed}
        </p>
      )}
    </>
  )
}

function PencilIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  )
}
