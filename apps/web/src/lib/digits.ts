/** Bangla keyboards type Bengali digits (০-৯); a mobile number or a code is the same digits either way. */
export function toAsciiDigits(value: string): string {
  return value.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
}
