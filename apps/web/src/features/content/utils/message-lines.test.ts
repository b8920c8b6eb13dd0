import { describe, expect, it } from 'vitest'
import { messageLines } from './message-lines.ts'

describe('messageLines', () => {
  it('makes each written line a paragraph and drops the blank ones', () => {
    expect(messageLines('প্রথম লাইন।\r\n\n  দ্বিতীয় লাইন। \rতৃতীয়').map((line) => line.text)).toEqual([
      'প্রথম লাইন।',
      'দ্বিতীয় লাইন।',
      'তৃতীয়',
    ])
  })

  it('keeps markup as the text it is', () => {
    expect(messageLines('<b>bold</b>')).toEqual([{ key: '0', text: '<b>bold</b>' }])
  })

  it('gives repeated lines keys of their own', () => {
    const keys = messageLines('একই\nএকই').map((line) => line.key)
    expect(new Set(keys).size).toBe(2)
  })

  it('answers nothing for an empty message', () => {
    expect(messageLines(' \n ')).toEqual([])
  })
})
