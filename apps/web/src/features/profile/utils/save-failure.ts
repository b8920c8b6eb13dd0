import { bn } from '../../../i18n/bn.ts'
import { ApiError, isServiceBusy } from '../../../lib/api-client.ts'
import { profileText } from '../profile-text.ts'

/**
 * What the profile's dialogs say when a change is refused. A 400 carries the server's own
 * Bangla sentence (the name's bounds, spec §5 shows none up front), so it is shown as it is.
 */
export function saveFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return error.message
  if (isServiceBusy(error)) return bn.common.busy
  return profileText.saveFailed
}
