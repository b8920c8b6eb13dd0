/** The contract's limit on a campaign key; a longer one would make the server refuse the subscription. */
const maxCampaignKeyLength = 64

/**
 * The campaign a visit is counted for: an ad's own `ck` when the link carries one, else the
 * page itself (`campaignpage3`). A key the server would refuse falls back to the page's.
 */
export function campaignKeyFor(page: number, search: string): string {
  const fromLink = new URLSearchParams(search).get('ck')?.trim()
  if (fromLink && fromLink.length <= maxCampaignKeyLength) return fromLink
  return `campaignpage${page}`
}

/** /campaignpage1 … /campaignpage6 → 1 … 6; anything else → 1. */
export function campaignPageNumber(pathname: string): number {
  return Number(/campaignpage([1-6])\/?$/i.exec(pathname)?.[1] ?? 1)
}
