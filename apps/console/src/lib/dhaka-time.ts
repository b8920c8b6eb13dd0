const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as the office reads it: Dhaka time, whatever the browser's zone. */
export function dhakaDateTime(at: string): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : dhakaTime.format(date)
}
