import { useState } from 'react'
import { avatarSrc } from '../../lib/avatar.ts'
import { DefaultAvatarIcon } from '../icons/icons.tsx'
import styles from './avatar.module.css'

type AvatarProps = { imageName: string | null | undefined; size?: number }

/** A round user picture that falls back to the default icon when there is none or it fails to load. */
export function Avatar({ imageName, size = 40 }: AvatarProps) {
  const src = avatarSrc(imageName)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)

  if (!src || failedSrc === src) return <DefaultAvatarIcon size={size} className={styles.avatar} />
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className={styles.avatar}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
