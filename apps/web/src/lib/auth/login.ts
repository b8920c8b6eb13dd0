import type { LoginRequest, LoginResponse } from '@khelahobe/contracts/auth'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../api-client.ts'

/** Asks the server to send a 6-digit code by SMS to the number. */
export function requestLoginCode(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/user/login', { method: 'POST', body })
}

export function useRequestLoginCode() {
  return useSWRMutation('/api/user/login', (_key: string, { arg }: { arg: LoginRequest }) =>
    requestLoginCode(arg),
  )
}
