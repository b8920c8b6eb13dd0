import { describe, expect, it } from 'vitest'
import { groupSecret, ungroupSecret } from './secret.ts'

describe('the setup key on the enrolment page', () => {
  it('is shown in groups of four, the last one shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(groupSecret('JBSWY3DPEHPK3')).toBe('JBSW Y3DP EHPK 3')
  })

  it('drops padding and stray spaces and shows capitals', () => {
    expect(groupSecret(' jbsw y3dp ehpk 3pxp== ')).toBe('JBSW Y3DP EHPK 3PXP')
  })

  it('is nothing for no secret', () => {
    expect(groupSecret('')).toBe('')
  })

  it('goes to the clipboard without the spaces', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
    expect(ungroupSecret(groupSecret(secret))).toBe(secret)
  })
})
