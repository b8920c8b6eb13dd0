import { multilinePattern, printablePattern } from '@khelahobe/contracts/fields'
import { nameMaxLength } from '@khelahobe/contracts/profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../test/databases.ts'
import { createTestApp, login, type TestApp } from '../../test/harness.ts'

type JsonSchema = {
  type?: string
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  maxLength?: number
  maximum?: number
  minimum?: number
  properties?: Record<string, JsonSchema>
  items?: JsonSchema | JsonSchema[]
  prefixItems?: JsonSchema[]
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}
type Operation = {
  operationId?: string
  parameters?: { in: string; name: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}

/**
 * The shared printable (or multiline) pattern, or a whole-string pattern of a narrower alphabet (digits,
 * a date) that cannot match a control character either: no `.`, no negated class, no `\\s`.
 */
function refusesControlCharacters(pattern: string | undefined) {
  if (pattern === undefined) return false
  if (pattern === printablePattern.source || pattern === multilinePattern.source) return true
  return pattern.startsWith('^') && pattern.endsWith('$') && !/\.|\[\^|\\s|\\S|\\W|\\D/.test(pattern)
}

/** Every place in `schema` where a string or a number could arrive unbounded. */
function unboundedFields(schema: JsonSchema, path: string): string[] {
  const found: string[] = []
  const fixed = schema.enum !== undefined || schema.const !== undefined
  if (schema.type === 'string' && !fixed && !schema.format) {
    if (schema.maxLength === undefined || !refusesControlCharacters(schema.pattern)) found.push(path)
  }
  if ((schema.type === 'integer' || schema.type === 'number') && !fixed) {
    if (schema.maximum === undefined || schema.minimum === undefined) found.push(path)
  }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...unboundedFields(property, `${path}.${name}`))
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []
  for (const item of [...items, ...(schema.prefixItems ?? [])])
    found.push(...unboundedFields(item, `${path}[]`))
  if (typeof schema.additionalProperties === 'object')
    found.push(...unboundedFields(schema.additionalProperties, `${path}{}`))
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unboundedFields(part, path))
  return found
}

describe.each(testDatabases.slice(0, 1))('the OpenAPI document', (kind) => {
  let t: TestApp
  let paths: Record<string, Record<string, Operation>>

  beforeAll(async () => {
    t = await createTestApp(kind)
    const response = await t.app.inject('/api/openapi.json')
    expect(response.statusCode).toBe(200)
    paths = response.json().paths
  })
  afterAll(() => t.close())

  const operations = () =>
    Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    )

  it('describes every route, each with its own operationId', () => {
    const routes = operations()
    expect(routes.length).toBeGreaterThan(40)
    const ids = routes.map(({ operation }) => operation.operationId)
    expect(ids.filter((id) => !id)).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    for (const route of [
      'POST /api/Quiz/GetRandomOrCatQuiz',
      'POST /api/Game/score',
      'POST /api/payment/bkash/webhook',
    ])
      expect(routes.map((r) => r.route)).toContain(route)
  })

  it('bounds every text and number a route accepts, and refuses control characters in text', () => {
    const unbounded = operations().flatMap(({ route, operation }) => [
      ...(operation.parameters ?? []).flatMap((parameter) =>
        unboundedFields(parameter.schema, `${route} ${parameter.in}:${parameter.name}`),
      ),
      ...Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
        unboundedFields(schema, `${route} body`),
      ),
    ])
    expect(unbounded).toEqual([])
  })

  it("states the limit the profile route enforces on a player's name", async () => {
    const body =
      paths['/api/default/UpdateUserProfile']?.post?.requestBody?.content['application/json']?.schema
    const name = body?.properties?.Name
    expect(name?.maxLength).toBe(nameMaxLength)
    const max = name?.maxLength ?? 0
    // The route takes what the document allows, to the character, and refuses one more.
    const me = await login(t.app, '01712345678')
    const update = (Name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/default/UpdateUserProfile',
        headers: { cookie: me.cookie },
        payload: { Name },
      })
    for (const letter of ['ক', 'a', '🙂']) {
      expect((await update(letter.repeat(max))).statusCode, letter).toBe(200)
      expect((await update(letter.repeat(max + 1))).statusCode, letter).toBe(400)
    }
  })
})
