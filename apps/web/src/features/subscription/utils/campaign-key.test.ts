import { describe, expect, it } from 'vitest'
import { campaignKeyFor, campaignPageNumber } from './campaign-key.ts'

describe('campaignKeyFor', () => {
  it("uses the link's ck when there is one", () => {
    expect(campaignKeyFor(3, '?ck=fb-eid-2025&x=1')).toBe('fb-eid-2025')
  })

  it('falls back to the page when ck is missing, blank or too long', () => {
    expect(campaignKeyFor(3, '')).toBe('campaignpage3')
    expect(campaignKeyFor(6, '?ck=%20')).toBe('campaignpage6')
    expect(campaignKeyFor(2, `?ck=${'a'.repeat(65)}`)).toBe('campaignpage2')
  })
})

describe('campaignPageNumber', () => {
  it('reads the page number from the path', () => {
    expect(campaignPageNumber('/campaignpage1')).toBe(1)
    expect(campaignPageNumber('/campaignpage6/')).toBe(6)
    expect(campaignPageNumber('/CampaignPage4')).toBe(4)
  })

  it('defaults to page 1', () => {
    expect(campaignPageNumber('/somewhere')).toBe(1)
  })
})
