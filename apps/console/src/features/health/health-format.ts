/** How the health screen writes its figures: plain English, the units a person reads at a glance. */

const number = new Intl.NumberFormat('en')

export const count = (n: number) => number.format(n)

/** Bytes in the binary unit that keeps the figure readable: `1.5 GiB`, `312 MiB`. */
export function bytes(n: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = n
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`
}

/** A length of time in its two largest units: `3 d 4 h`, `12 min 5 s`. */
export function duration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ]
  const first = parts.findIndex(([value]) => value > 0)
  if (first === -1) return '0 s'
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ')
}

/** Seconds of delay as milliseconds: the event loop's lag is read in those. */
export const milliseconds = (seconds: number) => `${(seconds * 1000).toFixed(1)} ms`

/** Seconds from `from` to `to` (ISO instants), or null when it has not finished. */
export function runSeconds(from: string, to: string | null): number | null {
  return to === null ? null : Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000)
}
