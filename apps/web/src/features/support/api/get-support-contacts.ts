import type { SupportContacts } from '@khelahobe/contracts/content'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { PageQuery } from '../../../lib/page-query.ts'

const supportContactsPath = '/api/default/supportContacts'

export const supportContactsQuery: PageQuery<{ data: SupportContacts }, SupportContacts> = {
  key: supportContactsPath,
  url: supportContactsPath,
  fromAnswer: (answer) => answer.data,
}

export async function getSupportContacts(): Promise<SupportContacts> {
  return supportContactsQuery.fromAnswer(await apiFetch<{ data: SupportContacts }>(supportContactsQuery.url))
}

/** The operator's contacts, from the server's configuration: the same for everyone and rarely changed. */
export function useSupportContacts() {
  const { data, error, isValidating, mutate } = useSWR(supportContactsPath, getSupportContacts, {
    revalidateOnFocus: false,
  })
  // While a retry is out the page says it is loading, not the old failure.
  return { contacts: data, error: isValidating ? undefined : (error as unknown), retry: () => void mutate() }
}
