/**
 * Requests generated from the API's own OpenAPI document with fast-check: values the schema
 * allows (so the request gets past validation into the code behind it) mixed with hostile
 * ones (control characters, lone surrogates, numbers beyond int32 and int64, the wrong JSON
 * types, wrong content types, repeated query keys, mangled path segments, missing and extra
 * fields).
 *
 * Values are kept as a small tree (`Val`) rather than plain JSON, because some must be
 * decided only when the request is sent (`Ctx`: the question the open play is on now) and
 * some must go on the wire exactly as written (`Raw`: `1e400`, which JSON.stringify cannot
 * produce).
 */

import { random } from '@khelahobe/game-kit/random'
import fc from 'fast-check'

// ---------------------------------------------------------------------------
// The document

export interface JsonSchema {
  type?: string
  enum?: unknown[]
  anyOf?: JsonSchema[]
  nullable?: boolean
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  additionalProperties?: boolean | JsonSchema
}

export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  id: string
  method: string
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string
  parameters: Parameter[]
  body?: JsonSchema
}

interface OpenApiOperation {
  operationId?: string
  parameters?: { name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

/** Every operation of the document; one without an operationId is an error in the document. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`)
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: p.schema ?? {},
        })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })
    }
  }
  return operations
}

// ---------------------------------------------------------------------------
// Values

export type CtxName =
  | 'msisdn'
  | 'qid'
  | 'categoryId'
  | 'subscriptionRequestId'
  | 'simSubscriptionId'
  | 'simSubscriptionNumber'
  | 'simRequestId'
  | 'intentCode'
  | 'simPaymentId'
  | 'gameSessionId'
  | 'loginCode'
  /** The provider's date (its clock moves with the fuzzer's), `arg` days on. */
  | 'providerDay'

/** A value looked up when the request is sent; `fallback` when there is none to be had. */
export class Ctx {
  constructor(
    readonly name: CtxName,
    readonly fallback: Val,
    readonly arg = 0,
  ) {}
}

/** JSON text sent as written: numbers JSON.stringify cannot write. */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so that keys such as `__proto__` stay plain keys. */
export class Obj {
  constructor(readonly entries: [string, Val][]) {}
  get(key: string) {
    return this.entries.find(([k]) => k === key)?.[1]
  }
  with(key: string, value: Val) {
    return new Obj([...this.entries.filter(([k]) => k !== key), [key, value]])
  }
  without(key: string) {
    return new Obj(this.entries.filter(([k]) => k !== key))
  }
}

export type Val = null | boolean | number | string | Val[] | Obj | Ctx | Raw

/** Replaces every `Ctx` by what `lookup` finds now, one lookup at a time. */
export async function resolve(
  value: Val,
  lookup: (name: CtxName, arg: number) => Promise<Val | undefined>,
): Promise<Val> {
  if (value instanceof Ctx) return (await lookup(value.name, value.arg)) ?? resolve(value.fallback, lookup)
  if (Array.isArray(value)) {
    const out: Val[] = []
    for (const v of value) out.push(await resolve(v, lookup))
    return out
  }
  if (value instanceof Obj) {
    const entries: [string, Val][] = []
    for (const [k, v] of value.entries) entries.push([k, await resolve(v, lookup)])
    return new Obj(entries)
  }
  return value
}

/** JSON text of a resolved value. */
export function toJson(value: Val): string {
  if (value instanceof Raw) return value.text
  if (value instanceof Ctx) throw new Error('unresolved context value')
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`
  if (value instanceof Obj)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** Query-string pairs: an array repeats the key, an object nests as `key[sub]`. */
export function toPairs(key: string, value: Val): [string, string][] {
  if (value instanceof Raw) return [[key, value.text]]
  if (value instanceof Ctx) throw new Error('unresolved context value')
  if (Array.isArray(value)) return value.flatMap((v) => toPairs(key, v))
  if (value instanceof Obj) return value.entries.flatMap(([k, v]) => toPairs(`${key}[${k}]`, v))
  return [[key, value === null ? '' : String(value)]]
}

/** Bytes as a URL component: UTF-8, every byte outside the unreserved set escaped (lone surrogates too). */
export function encode(text: string) {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** A scalar's text for a path segment (composites as their JSON). */
export function toText(value: Val): string {
  if (value instanceof Raw) return value.text
  if (typeof value === 'string') return value
  if (Array.isArray(value) || value instanceof Obj || value instanceof Ctx) return toJson(value)
  return String(value)
}

// ---------------------------------------------------------------------------
// Values the schema allows

const bangla = fc.constantFrom(...'অআইঈউএওকখগঘচছজঝটঠডঢতথদধনপফবভমযরলশসহড়ঢ়য়ংঃঁ০১২৩৪৫৬৭৮৯ািীুূেৈোৌ্')
const printableText = (min: number, max: number) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: Math.min(max, 40) }),
    },
    { weight: 2, arbitrary: fc.string({ unit: bangla, minLength: min, maxLength: Math.min(max, 40) }) },
    // The boundary itself: exactly as long as allowed.
    { weight: 1, arbitrary: fc.constant('ক'.repeat(max)) },
  )

const validMsisdn = fc
  .tuple(fc.constantFrom('013', '014', '015', '016', '017', '018', '019'), fc.stringMatching(/^\d{8}$/))
  .map(([prefix, rest]) => prefix + rest)

const isoDay = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

function validString(schema: JsonSchema): fc.Arbitrary<Val> {
  const min = schema.minLength ?? 0
  const max = schema.maxLength ?? 200
  if (schema.format === 'uuid') return fc.uuid()
  switch (schema.pattern) {
    case '^\\d{6}$':
      return fc.stringMatching(/^\d{6}$/)
    case '^\\d{4}-\\d{2}-\\d{2}$':
      // Mostly real days, now and then one the pattern allows and the calendar does not.
      return fc.oneof(
        { weight: 5, arbitrary: isoDay },
        { weight: 1, arbitrary: fc.constantFrom('2025-02-30', '2025-13-01', '0000-00-00') },
      )
    case '^\\d{1,10}$':
    case '^\\d{1,9}$':
      return fc.oneof(
        fc.integer({ min: 1, max: 500 }).map(String),
        fc.constantFrom('0', '2147483647', '2147483648', '9999999999'),
      )
  }
  return printableText(min, max)
}

/** A value the schema accepts (or nearly: boundaries and odd-but-legal shapes included). */
export function validValue(schema: JsonSchema, hints: Hints = noHints, depth = 0): fc.Arbitrary<Val> {
  let arbitrary: fc.Arbitrary<Val>
  if (schema.enum) arbitrary = fc.constantFrom(...(schema.enum as Val[]))
  else if (schema.anyOf) arbitrary = fc.oneof(...schema.anyOf.map((s) => validValue(s, hints, depth)))
  else if (schema.type === 'string') arbitrary = validString(schema)
  else if (schema.type === 'integer' || schema.type === 'number') {
    const exclusive = schema.exclusiveMinimum === true ? 1 : 0
    const min = (schema.minimum ?? -1_000_000) + exclusive
    const max = schema.maximum ?? 1_000_000
    arbitrary =
      schema.type === 'integer'
        ? fc.oneof(
            { weight: 4, arbitrary: fc.integer({ min, max }) },
            { weight: 1, arbitrary: fc.constantFrom(min, max) },
          )
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  } else if (schema.type === 'boolean') arbitrary = fc.boolean()
  else if (schema.type === 'array') {
    const items = schema.items ?? {}
    arbitrary = fc.array(validValue(items, hints, depth + 1), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 6)),
    })
  } else if (schema.type === 'object' || schema.properties) arbitrary = validObject(schema, hints, depth)
  else arbitrary = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean())
  return schema.nullable
    ? fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: fc.constant(null) })
    : arbitrary
}

/** Field names whose right value lives in the database or the session: looked up at send time. */
export type Hints = (name: string, schema: JsonSchema) => fc.Arbitrary<Val> | undefined

const noHints: Hints = () => undefined

/** A value for a named field: mostly what the hints know to be real, else what the schema allows. */
export function validField(name: string, schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<Val> {
  const plain = validValue(schema, hints, depth)
  const hinted = hints(name, schema)
  return hinted ? fc.oneof({ weight: 5, arbitrary: hinted }, { weight: 1, arbitrary: plain }) : plain
}

function validObject(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<Val> {
  const required = new Set(schema.required ?? [])
  const fields = Object.entries(schema.properties ?? {}).map(([name, propertySchema]) => {
    const value = validField(name, propertySchema, hints, depth + 1)
    const entry = value.map((v): [string, Val] => [name, v])
    return required.has(name)
      ? entry.map((e) => [e])
      : fc.oneof(
          entry.map((e) => [e]),
          fc.constant<Val>([]),
        )
  })
  const extra =
    typeof schema.additionalProperties === 'object' && depth < 3
      ? fc.array(
          fc.tuple(fc.string({ maxLength: 12 }), validValue(schema.additionalProperties, hints, depth + 1)),
          {
            maxLength: 3,
          },
        )
      : fc.constant([] as [string, Val][])
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([chosen, more]) => new Obj([...(chosen as [string, Val][][]).flat(), ...more]))
}

// ---------------------------------------------------------------------------
// Hostile values

const controls = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
]

/**
 * Halves of characters: a high or a low surrogate alone, a pair written low-then-high, a high
 * doubled. JSON carries them as `\udfff` escapes (JSON.stringify writes them so), and neither
 * a text column nor jsonb can hold one: a text field that lets one through either stores
 * U+FFFD in its place or answers 500.
 */
export const loneSurrogates = [
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83d',
  '\ude00',
  '\ude00\ud83d',
  '\ud83d\ud83d\ude00',
  'নাম\udfff',
]

const hostileString = (maxLength: number) =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u0000'.repeat(64),
      "' or 1=1 --",
      '"; drop table users; --',
      '../../../etc/passwd',
      '%00',
      '%s%s%s%n',
      '{{7*7}}',
      '<script>alert(1)</script>',
      '\uFEFF',
      '\u202E',
      '\u200B',
      '\uD800',
      'a\uDFFFb',
      'নাম\u0000',
      '🎉'.repeat(20),
      'null',
      'undefined',
      'NaN',
      'Infinity',
      '-0',
      '[]',
      '{}',
      'true',
      '__proto__',
    ),
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...controls), fc.string({ maxLength: 8 }))
      .map(([a, c, b]) => a + c + b),
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...loneSurrogates), fc.string({ maxLength: 8 }))
      .map(([a, s, b]) => a + s + b),
    fc.string({ unit: 'binary', maxLength: 12 }),
    // Over-long: one past the limit, past the column, past the body limit.
    fc.constantFrom(maxLength + 1, 301, 5_000, 20_000).map((n) => 'x'.repeat(n)),
    fc.constant('ব'.repeat(maxLength + 1)),
  )

const hostileNumber: fc.Arbitrary<Val> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
  ),
  fc
    .constantFrom(
      '9223372036854775807',
      '9223372036854775808',
      '-9223372036854775809',
      '18446744073709551616',
      '1e400',
      '-1e400',
      '123456789012345678901234567890',
      '1E2',
      '1.0',
      '0.0000000001',
      '-0',
    )
    .map((text) => new Raw(text)),
  fc.integer(),
  fc.double({ noNaN: true }),
)

const numericString = fc.constantFrom(
  '0',
  '1',
  '-1',
  '01',
  '1.0',
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '１',
  '১',
)

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'userId',
    'id',
    '',
    '\u0000',
    'a'.repeat(300),
  ),
  fc.string({ maxLength: 10 }),
)

const hostileComposite: fc.Arbitrary<Val> = fc.oneof(
  fc.constant<Val>([]),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.constant<Val>([[[[[]]]]]),
  fc.constant(new Obj([])),
  fc.constant(new Obj([['__proto__', new Obj([['isAdmin', true]])]])),
  fc.constant(new Obj([['constructor', new Obj([['prototype', new Obj([['polluted', 1]])]])]])),
  fc
    .array(fc.tuple(hostileKey, fc.oneof(fc.string({ maxLength: 5 }), fc.integer())), { maxLength: 3 })
    .map((e) => new Obj(e)),
)

/** A value no field should accept, of any JSON type. */
export const hostileValue = (schema: JsonSchema = {}): fc.Arbitrary<Val> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileString(schema.maxLength ?? 100) },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 2, arbitrary: numericString },
    { weight: 2, arbitrary: hostileComposite },
    { weight: 1, arbitrary: fc.constantFrom<Val>(null, true, false) },
  )

// ---------------------------------------------------------------------------
// Whole requests

/**
 * Who sends the request: the subscribed player (`session`), a logged-in person with no
 * subscription yet (`newcomer`: the routes that open one run for them), nobody, or a
 * cookie that names no session.
 */
export type Auth = 'session' | 'newcomer' | 'none' | 'garbage'

export type Body =
  | { kind: 'none' }
  /** `value` serialized as JSON, sent with `contentType` (which may well be wrong). */
  | { kind: 'json'; value: Val; contentType: string | undefined }
  /** `value` as application/x-www-form-urlencoded pairs. */
  | { kind: 'form'; value: Val; contentType: string }
  | { kind: 'raw'; bytes: string | Buffer; contentType: string | undefined }

export interface FuzzCase {
  op: string
  /** What was done to the request, for the figures. */
  mutation: string
  method: string
  /** Each path parameter: a value, or an already-encoded hostile segment. */
  path: Record<string, Val | { segment: string }>
  query: [string, Val][]
  /** Appended to the query string as written. */
  rawQuery: string
  body: Body
  auth: Auth
  /** The Cookie header when `auth` is `garbage`. */
  garbageCookie: string
  headers: Record<string, string>
  /**
   * Whether, and how, the request carries the credential its route checks outside the
   * document: for the webhook, the `Type` header of a body signed with the provider's key
   * (undefined: a forged signature); for the provider's gateway, `key` for the merchant's API key.
   */
  credential: string | undefined
}

const jsonType = 'application/json'

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/json;;;',
  '*/*',
  'application/xml',
  'text/html; charset=\u00ff',
]

const rawBodies: (string | Buffer)[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(4000)}${']'.repeat(4000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":"two"}',
  `{"a":"${'x'.repeat(20_000)}"}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]),
]

const hostileSegments = [
  '%00',
  '%2F',
  '..',
  '%2e%2e',
  '.',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '%20',
  'null',
  '%FF',
  '%C0%80',
  '%E0%A4%A',
  '%',
  '%25',
  'x'.repeat(3000),
  encodeURIComponent('নাম'),
  encodeURIComponent("' or 1=1 --"),
  '%0A',
  '1;2',
  '1,2',
  '%3Cscript%3E',
  '0x1F',
  '+1',
  '%E2%80%AE',
  '1%00',
]

const garbageCookies = [
  'sid=',
  'sid=%00',
  `sid=${'x'.repeat(5000)}`,
  'sid=a; sid=b',
  'sid="quoted"',
  'sid=bm90LWEtdG9rZW4',
  'campaign_flow=x',
  'sid=%FF%FE',
  '=; ;;',
]

/**
 * Host headers a browser never sends, but anyone with a socket can: the server must not
 * build its own links, or its provider requests, out of them.
 */
export const hostileHosts = ['evil.example', 'x:99999', 'a b', '[::1', '1.2.3.4:65536', 'localhost:0', '']

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  // What a browser sends with a same-origin request: unlocks the unsubscribe GET.
  { weight: 4, arbitrary: fc.constant({ 'sec-fetch-site': 'same-origin' }) },
  { weight: 1, arbitrary: fc.constant({ 'sec-fetch-site': 'cross-site' }) },
  { weight: 1, arbitrary: fc.constant({ 'sec-fetch-site': 'none' }) },
  { weight: 1, arbitrary: fc.constant({ origin: 'http://evil.example' }) },
  { weight: 1, arbitrary: fc.constant({ origin: 'null' }) },
  { weight: 1, arbitrary: fc.constant({ referer: 'not a url' }) },
  { weight: 1, arbitrary: fc.constant({ 'accept-encoding': 'gzip, deflate, br' }) },
  { weight: 1, arbitrary: fc.constant({ 'x-forwarded-for': '203.0.113.9, ::1' }) },
  { weight: 1, arbitrary: fc.constant({ 'content-encoding': 'gzip' }) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileHosts).map((host) => ({ host })) },
)

const authArb: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Auth>('session') },
  { weight: 2, arbitrary: fc.constant<Auth>('newcomer') },
  { weight: 5, arbitrary: fc.constant<Auth>('none') },
  { weight: 3, arbitrary: fc.constant<Auth>('garbage') },
)

interface Valid {
  path: Record<string, Val>
  query: [string, Val][]
  body: Val | undefined
}

function validParts(op: Operation, bodySchema: JsonSchema | undefined, hints: Hints): fc.Arbitrary<Valid> {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const path = fc.tuple(...pathParams.map((p) => validField(p.name, p.schema, hints)))
  const query = fc.tuple(
    ...queryParams.map((p) => {
      const entry = validField(p.name, p.schema, hints).map((v): [string, Val][] => [[p.name, v]])
      return p.required ? entry : fc.oneof(entry, fc.constant([]))
    }),
  )
  const body = bodySchema ? validValue(bodySchema, hints) : fc.constant(undefined)
  return fc.tuple(path, query, body).map(([pathValues, queryValues, bodyValue]) => ({
    path: Object.fromEntries(pathParams.map((p, i) => [p.name, pathValues[i] as Val])),
    query: (queryValues as [string, Val][][]).flat(),
    body: bodyValue,
  }))
}

type Shaped = Omit<FuzzCase, 'op' | 'method' | 'auth' | 'garbageCookie' | 'headers' | 'credential'>

const jsonBody = (value: Val | undefined): Body =>
  value === undefined ? { kind: 'none' } : { kind: 'json', value, contentType: jsonType }

/** The mutations that make sense for this operation, each an arbitrary of the shaped request. */
function mutations(op: Operation, bodySchema: JsonSchema | undefined, valid: Valid) {
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const bodyFields = Object.entries(bodySchema?.properties ?? {})
  const requiredBody = new Set(bodySchema?.required ?? [])
  const base: Shaped = {
    mutation: 'valid',
    path: valid.path,
    query: valid.query,
    rawQuery: '',
    body: jsonBody(valid.body),
  }
  const validObj = valid.body instanceof Obj ? valid.body : new Obj([])
  const list: { weight: number; arbitrary: fc.Arbitrary<Shaped> }[] = [
    { weight: 8, arbitrary: fc.constant(base) },
  ]

  // One field given a hostile value (a body field, or a query parameter).
  const targets = [
    ...bodyFields.map(([name, schema]) => ({ where: 'body' as const, name, schema })),
    ...queryParams.map((p) => ({ where: 'query' as const, name: p.name, schema: p.schema })),
  ]
  if (targets.length > 0)
    list.push({
      weight: 6,
      arbitrary: fc.constantFrom(...targets).chain((target) =>
        hostileValue(target.schema).map(
          (bad): Shaped =>
            target.where === 'body'
              ? { ...base, mutation: 'hostile field', body: jsonBody(validObj.with(target.name, bad)) }
              : {
                  ...base,
                  mutation: 'hostile query value',
                  query: [...valid.query.filter(([k]) => k !== target.name), [target.name, bad]],
                },
        ),
      ),
    })

  // A required field left out.
  const requiredTargets = [
    ...bodyFields
      .filter(([name]) => requiredBody.has(name))
      .map(([name]) => ({ where: 'body' as const, name })),
    ...queryParams.filter((p) => p.required).map((p) => ({ where: 'query' as const, name: p.name })),
  ]
  if (requiredTargets.length > 0)
    list.push({
      weight: 2,
      arbitrary: fc
        .constantFrom(...requiredTargets)
        .map(
          (target): Shaped =>
            target.where === 'body'
              ? { ...base, mutation: 'missing field', body: jsonBody(validObj.without(target.name)) }
              : { ...base, mutation: 'missing field', query: valid.query.filter(([k]) => k !== target.name) },
        ),
    })

  // Fields nobody asked for.
  list.push({
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(hostileKey, hostileValue()), { minLength: 1, maxLength: 3 })
      .map(
        (extra): Shaped =>
          bodySchema
            ? { ...base, mutation: 'extra fields', body: jsonBody(new Obj([...validObj.entries, ...extra])) }
            : { ...base, mutation: 'extra fields', query: [...valid.query, ...extra] },
      ),
  })

  // The body replaced whole: the wrong JSON type, broken JSON, bytes that are not UTF-8.
  list.push({
    weight: 2,
    arbitrary: fc.oneof(
      hostileValue().map((value): Shaped => ({ ...base, mutation: 'hostile body', body: jsonBody(value) })),
      fc.constantFrom(...rawBodies).map(
        (bytes): Shaped => ({
          ...base,
          mutation: 'raw body',
          body: { kind: 'raw', bytes, contentType: jsonType },
        }),
      ),
    ),
  })

  // The right body under the wrong content type, or none.
  list.push({
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom(...wrongContentTypes).map(
        (contentType): Shaped => ({
          ...base,
          mutation: 'wrong content type',
          body:
            contentType === 'application/x-www-form-urlencoded'
              ? { kind: 'form', value: valid.body ?? new Obj([]), contentType }
              : { kind: 'json', value: valid.body ?? new Obj([]), contentType },
        }),
      ),
      fc.constant<Shaped>({
        ...base,
        mutation: 'no content type',
        body: { kind: 'json', value: valid.body ?? new Obj([]), contentType: undefined },
      }),
    ),
  })

  // Query strings a browser would never write: repeated keys, bad escapes, nesting.
  const names = [...queryParams.map((p) => p.name), 'msisdn', 'segment']
  list.push({
    weight: 2,
    arbitrary: fc
      .array(
        fc
          .constantFrom(...names)
          .chain((name) =>
            fc.constantFrom(
              `${name}=1&${name}=2`,
              `${name}=%00`,
              `${name}=%FF`,
              `${name}=%zz`,
              `${name}[]=1`,
              `${name}[a]=1`,
              `${name}=${'x'.repeat(5000)}`,
              `${name}`,
              '%zz=1',
              'a=%',
              '=',
              '&&&',
              '__proto__[isAdmin]=1',
              'constructor[prototype][polluted]=1',
            ),
          ),
        { minLength: 1, maxLength: 3 },
      )
      .map((parts): Shaped => ({ ...base, mutation: 'query garbage', rawQuery: parts.join('&') })),
  })

  // A path parameter replaced by a hostile segment.
  if (pathParams.length > 0)
    list.push({
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...pathParams.map((p) => p.name)),
          fc.oneof(
            fc.constantFrom(...hostileSegments).map((segment) => ({ segment })),
            hostileValue().map((v) => ({ segment: encode(toText(v)) })),
          ),
        )
        .map(
          ([name, segment]): Shaped => ({
            ...base,
            mutation: 'hostile path',
            path: { ...valid.path, [name]: segment },
          }),
        ),
    })
  return list
}

/**
 * Requests for one operation. `bodySchema` stands in when the document has none (the
 * webhook takes raw bytes); `credential` says what credential goes with each request.
 */
export function requestArbitrary(
  op: Operation,
  {
    bodySchema = op.body,
    credential,
    hints = noHints,
    onlyValid = false,
  }: {
    bodySchema?: JsonSchema
    credential?: fc.Arbitrary<string | undefined>
    hints?: Hints
    /** Valid requests only, for the fixed probes. */
    onlyValid?: boolean
  } = {},
): fc.Arbitrary<FuzzCase> {
  return fc
    .tuple(
      validParts(op, bodySchema, hints),
      authArb,
      fc.constantFrom(...garbageCookies),
      extraHeaders,
      credential ?? fc.constant(undefined),
    )
    .chain(([valid, auth, garbageCookie, headers, sign]) =>
      fc.oneof(...mutations(op, bodySchema, valid).slice(0, onlyValid ? 1 : undefined)).map(
        (shaped): FuzzCase => ({
          ...shaped,
          op: op.id,
          method: op.method,
          auth,
          garbageCookie,
          headers,
          credential: sign,
        }),
      ),
    )
}

const isText = (schema: JsonSchema): boolean =>
  (schema.type === 'string' && schema.enum === undefined) || (schema.anyOf ?? []).some(isText)

/**
 * `base` (a valid request) once for each text field of its body, that field a lone surrogate
 * (the kinds taken in turn from `offset`): chance alone would give a field of a rarely drawn
 * route one too seldom to be relied on, so every run sends each field one.
 */
export function surrogateProbes(
  base: FuzzCase,
  bodySchema: JsonSchema | undefined,
  offset: number,
): FuzzCase[] {
  const { body } = base
  if (body.kind !== 'json' || !(body.value instanceof Obj)) return []
  const value = body.value
  return Object.entries(bodySchema?.properties ?? {})
    .filter(([, schema]) => isText(schema))
    .map(([name], i) => ({
      ...base,
      mutation: 'lone surrogate probe',
      body: { ...body, value: value.with(name, loneSurrogates[(offset + i) % loneSurrogates.length] ?? '') },
    }))
}

/** A small seeded generator for the order of the requests: the game kit's mulberry32. */
export function seededRandom(seed: number) {
  const state = { rng: seed }
  return () => random(state)
}

export { validMsisdn }
