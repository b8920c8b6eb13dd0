const bnNumber = new Intl.NumberFormat('bn-BD')

/** A number in Bengali digits with Bangla grouping: 1234 → ১,২৩৪. */
export function bengaliNumber(value: number): string {
  return bnNumber.format(value)
}
