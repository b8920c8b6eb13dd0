import type { User, UserResponse, VerifyRequest } from '@khelahobe/contracts/auth'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../api-client.ts'
import { meKey } from './get-me.ts'

/** Confirms the SMS code; on success the server sets the session cookie and answers with the user. */
export function verifyLoginCode(body: VerifyRequest): Promise<UserResponse> {
  return apiFetch<UserResponse>('/api/user/verify', { method: 'POST', body })
}

/** Verifies the code and puts the returned user straight into the `me` cache, sparing a refetch. */
export function useVerifyLoginCode() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    '/api/user/verify',
    async (_key: string, { arg }: { arg: VerifyRequest }): Promise<User> => {
      const { data } = await verifyLoginCode(arg)
      await mutate(meKey, data.user, { revalidate: false })
      return data.user
    },
  )
}
