import type { SupportContacts as Contacts } from '@khelahobe/contracts/content'
import type { ReactNode } from 'react'
import { LoadState } from '../../../components/ui/load-state.tsx'
import { bn } from '../../../i18n/bn.ts'
import { useSupportContacts } from '../api/get-support-contacts.ts'
import { supportText } from '../support-text.ts'
import { isWebLink, phoneText, workingHoursText } from '../utils/contact-format.ts'
import styles from './support-contacts.module.css'

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      {children}
    </svg>
  )
}

/**
 * An address never breaks inside a word on a narrow phone: it wraps only after the `@`,
 * and only if the whole of it does not fit.
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return <span className={styles.unbroken}>{email}</span>
  return (
    <>
      <span className={styles.unbroken}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span className={styles.unbroken}>{email.slice(at + 1)}</span>
    </>
  )
}

export function SupportContacts() {
  const { contacts, error, retry } = useSupportContacts()
  return (
    <>
      <p>{supportText.intro}</p>
      {contacts ? (
        <ContactList contacts={contacts} />
      ) : (
        <LoadState error={error} failedText={supportText.loadFailed} retry={retry} />
      )}
    </>
  )
}

function ContactList({ contacts }: { contacts: Contacts }) {
  const socialLinks = [
    { name: supportText.whatsapp, href: contacts.social.whatsapp, className: styles.whatsapp },
    { name: supportText.messenger, href: contacts.social.messenger, className: styles.messenger },
    { name: supportText.facebook, href: contacts.social.facebook, className: styles.facebook },
  ].filter((link): link is typeof link & { href: string } => isWebLink(link.href))

  return (
    <>
      <section aria-labelledby="support-contact-heading" className={styles.block}>
        <h2 id="support-contact-heading">{supportText.contactHeading}</h2>
        <ul className={styles.list}>
          <li className={styles.item}>
            <Icon>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </Icon>
            <span className={styles.label}>{supportText.email}</span>
            <a href={`mailto:${contacts.email}`} className={styles.value} lang="en">
              <EmailAddress email={contacts.email} />
            </a>
          </li>
          <li className={styles.item}>
            <Icon>
              <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
            </Icon>
            <span className={styles.label}>{supportText.phone}</span>
            <a href={`tel:${contacts.phone}`} className={styles.value}>
              <span className={styles.unbroken}>{phoneText(contacts.phone)}</span>
            </a>
          </li>
          <li className={styles.item}>
            <Icon>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </Icon>
            <span className={styles.label}>{supportText.hours}</span>
            <span className={styles.value}>{workingHoursText(contacts.hours)}</span>
          </li>
        </ul>
      </section>
      {socialLinks.length > 0 && (
        <section aria-labelledby="support-social-heading" className={styles.block}>
          <h2 id="support-social-heading">{supportText.socialHeading}</h2>
          <ul className={styles.social}>
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${styles.socialLink} ${link.className}`}
                >
                  {link.name}
                  <span className="sr-only">{bn.sideMenu.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
