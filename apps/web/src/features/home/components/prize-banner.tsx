import { bn } from '../../../i18n/bn.ts'
import { fill } from '../../../i18n/format.ts'
import styles from './prize-banner.module.css'

/** Drawn with CSS and one small SVG so it costs no image download. */
export function PrizeBanner() {
  return (
    <section className={styles.banner} aria-labelledby="prize-heading">
      <svg
        className={styles.trophy}
        viewBox="0 0 48 48"
        width="64"
        height="64"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 6h20v12a10 10 0 0 1-20 0z" fill="#ffd45c" />
        <path
          d="M14 10H6v3a8 8 0 0 0 8 8m20-11h8v3a8 8 0 0 1-8 8"
          fill="none"
          stroke="#ffd45c"
          strokeWidth="3"
        />
        <path d="M21 28h6v8h-6zM14 38h20v5H14z" fill="#ffd45c" />
        <path d="M24 10l1.8 3.7 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z" fill="#da291c" />
      </svg>
      <div>
        <h2 id="prize-heading" className={styles.heading}>
          {fill(bn.home.prizeHeading, { amount: 50000 })}
        </h2>
        <p className={styles.items}>{bn.home.prizeItems}</p>
        <p className={styles.note}>{bn.home.prizeNote}</p>
      </div>
    </section>
  )
}
