import { describe, expect, it } from 'vitest'
import { clockText, isWebLink, phoneText, workingHoursText } from './contact-format.ts'

describe('workingHoursText', () => {
  it('says the spec’s hours in Bangla', () => {
    expect(workingHoursText({ firstDay: 0, lastDay: 4, opens: '10:00', closes: '18:00' })).toBe(
      'রবিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে সন্ধ্যা ৬টা',
    )
  })

  it('names one day alone, and a whole week as every day', () => {
    expect(workingHoursText({ firstDay: 5, lastDay: 5, opens: '15:00', closes: '17:30' })).toBe(
      'শুক্রবার, বিকেল ৩টা থেকে বিকেল ৫:৩০',
    )
    expect(workingHoursText({ firstDay: 6, lastDay: 5, opens: '09:00', closes: '21:00' })).toBe(
      'প্রতিদিন, সকাল ৯টা থেকে রাত ৯টা',
    )
  })

  it('follows a week that runs past Saturday', () => {
    expect(workingHoursText({ firstDay: 6, lastDay: 3, opens: '10:00', closes: '18:00' })).toMatch(
      /^শনিবার থেকে বুধবার,/,
    )
  })
})

describe('clockText', () => {
  it('reads a 24-hour time the Bangla way', () => {
    expect(clockText('00:00')).toBe('রাত ১২টা')
    expect(clockText('05:00')).toBe('ভোর ৫টা')
    expect(clockText('12:00')).toBe('দুপুর ১২টা')
    expect(clockText('13:05')).toBe('দুপুর ১:০৫')
    expect(clockText('19:45')).toBe('সন্ধ্যা ৭:৪৫')
    expect(clockText('23:00')).toBe('রাত ১১টা')
  })
})

describe('phoneText', () => {
  it('writes a Bangladeshi number locally in Bengali digits', () => {
    expect(phoneText('+8809612345678')).toBe('০৯৬১২-৩৪৫৬৭৮')
    expect(phoneText('01712345678')).toBe('০১৭১২-৩৪৫৬৭৮')
  })

  it('leaves any other number as it is, in Bengali digits', () => {
    expect(phoneText('+44 20 7946 0018')).toBe('+৪৪ ২০ ৭৯৪৬ ০০১৮')
  })
})

describe('isWebLink', () => {
  it('lets web addresses through and nothing else', () => {
    expect(isWebLink('https://wa.me/8809612345678')).toBe(true)
    expect(isWebLink(null)).toBe(false)
    expect(isWebLink('javascript:alert(1)')).toBe(false)
  })
})
