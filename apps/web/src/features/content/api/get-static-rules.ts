import type { StaticPageName, StaticRuleItem, StaticRulesResponse } from '@khelahobe/contracts/content'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { PageQuery } from '../../../lib/page-query.ts'

const staticRulesPath = '/api/default/GetStaticRules'

export function staticRulesQuery(
  pageName: StaticPageName,
): PageQuery<StaticRulesResponse, StaticRuleItem[]> & { key: readonly [string, StaticPageName] } {
  return {
    key: [staticRulesPath, pageName],
    url: `${staticRulesPath}?pagename=${pageName}`,
    fromAnswer: (answer) => answer.data,
  }
}

export async function getStaticRules(pageName: StaticPageName): Promise<StaticRuleItem[]> {
  const query = staticRulesQuery(pageName)
  return query.fromAnswer(await apiFetch<StaticRulesResponse>(query.url))
}

/**
 * The items of one accordion page (terms, game rules, prizes). The same for everyone and
 * rarely changed, so a return to the tab does not ask again.
 */
export function useStaticRules(pageName: StaticPageName) {
  const { data, error, isValidating, mutate } = useSWR(
    staticRulesQuery(pageName).key,
    ([, name]: readonly [string, StaticPageName]) => getStaticRules(name),
    { revalidateOnFocus: false },
  )
  // While a retry is out the page says it is loading, not the old failure.
  return { items: data, error: isValidating ? undefined : (error as unknown), retry: () => void mutate() }
}
