/**
 * A base32 secret as a person types it into an authenticator app: in groups of four, like a
 * licence key. The apps ignore spaces, so the grouped form works if pasted as it is.
 */
export function groupSecret(secret: string, size = 4): string {
  const plain = secret.replace(/[\s=]/g, '').toUpperCase()
  return plain.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? ''
}

/** The secret without the spaces `groupSecret` put in, for the clipboard. */
export function ungroupSecret(grouped: string): string {
  return grouped.replace(/\s/g, '')
}
