const toTheMinute: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}
const dhakaMinute = new Intl.DateTimeFormat('en-GB', toTheMinute)
const dhakaSecond = new Intl.DateTimeFormat('en-GB', { ...toTheMinute, second: '2-digit' })

/**
 * An instant as the office reads it: Dhaka time, whatever the browser's zone, to the minute
 * (or the second, where order within a minute matters). Text that is no instant stays as it is.
 */
export function dhakaDateTime(at: string, { seconds = false } = {}): string {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return at
  return (seconds ? dhakaSecond : dhakaMinute).format(date)
}
