import type { SupportContacts } from '@khelahobe/contracts/content'
import { bengaliDigits, fill } from '../../../i18n/format.ts'
import { supportText } from '../support-text.ts'

type Hours = SupportContacts['hours']

/** `'18:00'` → `'সন্ধ্যা ৬টা'`, `'09:30'` → `'সকাল ৯:৩০'`: a Bangla clock reading, 12-hour with the part of the day. */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  let period = ''
  for (const part of supportText.dayParts) if (hours >= part.from) period = part.name
  const hour = hours % 12 || 12
  if (minutes === 0) return fill(supportText.onTheHour, { period, hour })
  return fill(supportText.withMinutes, {
    period,
    hour,
    minutes: bengaliDigits(String(minutes).padStart(2, '0')),
  })
}

function daysText({ firstDay, lastDay }: Hours): string {
  const first = supportText.weekdays[firstDay] ?? ''
  if (firstDay === lastDay) return first
  if ((lastDay - firstDay + 7) % 7 === 6) return supportText.everyDay
  return fill(supportText.dayRange, { first, last: supportText.weekdays[lastDay] ?? '' })
}

/** The support hours in Bangla: 'রবিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে সন্ধ্যা ৬টা'. */
export function workingHoursText(hours: Hours): string {
  return fill(supportText.hoursValue, {
    days: daysText(hours),
    opens: clockText(hours.opens),
    closes: clockText(hours.closes),
  })
}

/** `+8809612345678` → `০৯৬১২-৩৪৫৬৭৮`: a Bangladeshi number as people here write it. */
export function phoneText(phone: string): string {
  const local = phone.replace(/^\+880/, '0')
  const grouped = /^0\d{10}$/.test(local) ? `${local.slice(0, 5)}-${local.slice(5)}` : local
  return bengaliDigits(grouped)
}

/** Only web addresses become links: a configured value is never run as `javascript:`. */
export function isWebLink(url: string | null): url is string {
  return url !== null && /^https?:\/\//i.test(url)
}
