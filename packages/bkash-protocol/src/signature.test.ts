import { signWebhook, verifyWebhookSignature } from '@khelahobe/bkash-protocol/signature'
import { describe, expect, it } from 'vitest'

/**
 * The worked example from bKash's Recurring Payment integration guide (v2.1.2, "Webhook
 * Notification"): payload, api_key and the signature bKash computed for them.
 */
const guide = {
  apiKey: '3EbBE-L30-PEDU-KjkhxpEop8SYsanOa',
  signature: 'VL5Qow6bpQQnhHIYzf35rs5nssCGRc-Hih6I61ZC8jY=',
  payload:
    '{"message":null,"timeStamp":"2021-04-19T10:08:22.267540Z","subscriptionRequestId":"573a44e6-5686-465a-868c-e7571b0233b1",' +
    '"paymentId":73,"paymentStatus":"SUCCEEDED_PAYMENT","subscriptionId":40,"trxId":"8DJ9022ZD7","amount":51.00,' +
    '"dueDate":"2021-04-19","nextPaymentDate":"2021-04-26","trxDate":"2021-04-19T16:08:22","firstPayment":true}',
}

describe('webhook signatures', () => {
  it("matches bKash's own worked example", () => {
    expect(signWebhook(guide.payload, guide.apiKey)).toBe(guide.signature)
    expect(verifyWebhookSignature(Buffer.from(guide.payload), guide.signature, guide.apiKey)).toBe(true)
  })

  it('accepts the signature with or without base64 padding', () => {
    const unpadded = guide.signature.replace(/=+$/, '')
    expect(verifyWebhookSignature(Buffer.from(guide.payload), unpadded, guide.apiKey)).toBe(true)
  })

  it('rejects a changed body, another key, and missing or malformed signatures', () => {
    const body = Buffer.from(guide.payload)
    expect(
      verifyWebhookSignature(
        Buffer.from(guide.payload.replace('51.00', '5100')),
        guide.signature,
        guide.apiKey,
      ),
    ).toBe(false)
    expect(verifyWebhookSignature(body, guide.signature, 'c29tZS1vdGhlci1rZXk')).toBe(false)
    expect(verifyWebhookSignature(body, undefined, guide.apiKey)).toBe(false)
    expect(verifyWebhookSignature(body, '', guide.apiKey)).toBe(false)
    // Same bytes in standard base64 (+ and /) are not what bKash sends.
    expect(
      verifyWebhookSignature(
        body,
        `${guide.signature.slice(0, 20)}+/${guide.signature.slice(22)}`,
        guide.apiKey,
      ),
    ).toBe(false)
    expect(verifyWebhookSignature(body, guide.signature.slice(0, 40), guide.apiKey)).toBe(false)
    expect(verifyWebhookSignature(body, `${guide.signature}AAAA`, guide.apiKey)).toBe(false)
  })
})
