import type { StaticPageName, StaticRuleItem, StaticRulesResponse } from '@khelahobe/contracts/content'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'

const staticRulesPath = '/api/default/GetStaticRules'

export async function getStaticRules(pageName: StaticPageName): Promise<StaticRuleItem[]> {
  const { data } = await apiFetch<StaticRulesResponse>(`${staticRulesPath}?pagename=${pageName}`)
  return data
}

/**
 * The items of one accordion page (terms, game rules, prizes). The same for everyone and
 * rarely changed, so a return to the tab does not ask again.
 */
export function useStaticRules(pageName: StaticPageName) {
  const { data, error, isValidating, mutate } = useSWR(
    [staticRulesPath, pageName],
    ([, name]) => getStaticRules(name),
    { revalidateOnFocus: false },
  )
  // While a retry is out the page says it is loading, not the old failure.
  return { items: data, error: isValidating ? undefined : (error as unknown), retry: () => void mutate() }
}
