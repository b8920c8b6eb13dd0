/** A number in Bengali digits (১২৩), for Bangla text the server writes. */
export function bengaliDigits(value: number): string {
  return new Intl.NumberFormat('bn-BD').format(value)
}
