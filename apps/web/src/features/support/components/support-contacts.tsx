import type { ReactNode } from 'react'
import { bn } from '../../../i18n/bn.ts'
import { supportText } from '../support-text.ts'
import styles from './support-contacts.module.css'

// The specification hides the real contact values; these are the operator's to fill in.
const email = 'support@khelahobe.com.bd'
const phoneShown = '০৯৬১২-৩৪৫৬৭৮'
const phoneDialled = '+8809612345678'
const socialLinks = [
  { name: supportText.whatsapp, href: 'https://wa.me/', className: styles.whatsapp },
  { name: supportText.messenger, href: 'https://m.me/', className: styles.messenger },
  { name: supportText.facebook, href: 'https://www.facebook.com/', className: styles.facebook },
]

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

export function SupportContacts() {
  return (
    <>
      <p>{supportText.intro}</p>
      <section aria-labelledby="support-contact-heading" className={styles.block}>
        <h2 id="support-contact-heading">{supportText.contactHeading}</h2>
        <ul className={styles.list}>
          <li className={styles.item}>
            <Icon>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </Icon>
            <span className={styles.label}>{supportText.email}</span>
            <a href={`mailto:${email}`} className={styles.value} lang="en">
              {email}
            </a>
          </li>
          <li className={styles.item}>
            <Icon>
              <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
            </Icon>
            <span className={styles.label}>{supportText.phone}</span>
            <a href={`tel:${phoneDialled}`} className={styles.value}>
              {phoneShown}
            </a>
          </li>
          <li className={styles.item}>
            <Icon>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </Icon>
            <span className={styles.label}>{supportText.hours}</span>
            <span className={styles.value}>{supportText.hoursValue}</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="support-social-heading" className={styles.block}>
        <h2 id="support-social-heading">{supportText.socialHeading}</h2>
        <ul className={styles.social}>
          {socialLinks.map((link) => (
            <li key={link.href}>
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
    </>
  )
}
