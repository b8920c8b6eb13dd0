/**
 * Where a user's chosen avatar picture lives. The API stores only the picture's name; the
 * pictures themselves are static files served by our own origin (the CSP allows no other).
 */
export function avatarSrc(imageName: string | null | undefined): string | null {
  if (!imageName) return null
  return `/avatars/${encodeURIComponent(imageName)}`
}
