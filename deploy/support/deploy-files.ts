/**
 * Readers for the deployment files, for deploy.test.ts: these machines cannot pull images,
 * so the files are kept right by reading them as Docker, Compose, nginx and Kubernetes would.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAllDocuments } from 'yaml'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
export const readRepoFile = (path: string) => readFileSync(join(repoRoot, path), 'utf8')

// ---------------------------------------------------------------------------
// Dockerfile

export interface Instruction {
  keyword: string
  args: string
}

export interface Stage {
  name: string
  /** The base image, with the global ARGs' defaults filled in. */
  from: string
  instructions: Instruction[]
}

/** The Dockerfile's build stages, in order; continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Stage[] {
  const logicalLines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const globalArgs = new Map<string, string>()
  const stages: Stage[] = []
  for (const line of logicalLines) {
    const [, keyword = '', args = ''] = line.match(/^(\S+)\s*(.*)$/) ?? []
    const instruction = { keyword: keyword.toUpperCase(), args }
    if (instruction.keyword === 'FROM') {
      const [image = '', , name] = args.split(/\s+/)
      const from = image.replace(/\$\{?(\w+)\}?/g, (_, arg: string) => globalArgs.get(arg) ?? '')
      stages.push({ name: name ?? String(stages.length), from, instructions: [] })
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [arg = '', value = ''] = args.split('=')
      globalArgs.set(arg, value)
    } else {
      stages.at(-1)?.instructions.push(instruction)
    }
  }
  return stages
}

export const instructionsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args)

export interface Copy {
  from: string | undefined
  sources: string[]
  destination: string
}

/** A `COPY [--from=stage] source… destination` in shell form. */
export function parseCopy(args: string): Copy {
  const words = args.split(/\s+/)
  const flags = words.filter((word) => word.startsWith('--'))
  const paths = words.filter((word) => !word.startsWith('--'))
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length)
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' }
}

/** The variables an `ENV` sets, in either of its forms (`A=1 B=2`, or the old `A 1`). */
export function parseEnv(args: string): Record<string, string> {
  if (!args.includes('=')) {
    const [name = '', ...value] = args.split(/\s+/)
    return { [name]: value.join(' ') }
  }
  return Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, k, v = '']) => [k, v]))
}

// ---------------------------------------------------------------------------
// YAML: Compose and Kubernetes

/** Every document of a YAML file, aliases resolved; a syntax error throws. */
export function readYaml(path: string): unknown[] {
  return parseAllDocuments(readRepoFile(path)).map((document) => {
    if (document.errors.length > 0) throw new Error(`${path}: ${document.errors[0]?.message}`)
    return document.toJS()
  })
}

export interface ComposeService {
  image?: string
  build?: { context: string }
  environment?: Record<string, string>
  env_file?: unknown
  depends_on?: Record<string, { condition: string }>
  volumes?: string[]
  ports?: string[]
  expose?: string[]
}

export interface ComposeFile {
  services: Record<string, ComposeService>
  volumes?: Record<string, unknown>
}

/** `${NAME}`, `${NAME:?message}`, `${NAME:-default}`: Compose's interpolation from its `.env` file. */
const interpolation = /\$\{(\w+)(?::?[?-][^}]*)?\}/g

export const interpolatedNames = (value: string) =>
  [...value.matchAll(interpolation)].map(([, name]) => name ?? '')

export function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(interpolation, (_, name: string) => {
    const replacement = variables[name]
    if (replacement === undefined) throw new Error(`no value for \${${name}}`)
    return replacement
  })
}

/** A `NAME=value` file as Compose reads it. */
export function parseEnvFile(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => /^\w+=/.test(line))
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

export interface K8sObject {
  apiVersion: string
  kind: string
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> }
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the kind it checks
  spec?: any
  data?: Record<string, unknown>
  stringData?: Record<string, unknown>
}

export const k8sFolder = 'deploy/k8s'

/** Every manifest under deploy/k8s, by file. */
export function readK8s(): { file: string; objects: K8sObject[] }[] {
  return readdirSync(join(repoRoot, k8sFolder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ file, objects: readYaml(`${k8sFolder}/${file}`) as K8sObject[] }))
}

/** `384Mi`, `1Gi`, `500M` in bytes. */
export function bytesOf(quantity: string): number {
  const units: Record<string, number> = {
    '': 1,
    K: 1e3,
    M: 1e6,
    G: 1e9,
    Ki: 1024,
    Mi: 1024 ** 2,
    Gi: 1024 ** 3,
  }
  const [, amount = '', unit = ''] = quantity.match(/^(\d+(?:\.\d+)?)([KMG]i?)?$/) ?? []
  const factor = units[unit]
  if (!amount || factor === undefined) throw new Error(`not a memory quantity: ${quantity}`)
  return Number(amount) * factor
}

/** `500m`, `1`, `0.5` in cores. */
export function coresOf(quantity: string): number {
  return quantity.endsWith('m') ? Number(quantity.slice(0, -1)) / 1000 : Number(quantity)
}

// ---------------------------------------------------------------------------
// nginx

/** Each `upstream name { server host:port; … }` block, by name. */
export function nginxUpstreams(text: string): Map<string, string[]> {
  return new Map(
    [...text.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)].map(([, name = '', body = '']) => [
      name,
      [...body.matchAll(/^\s*server\s+([^\s;]+)/gm)].map(([, address = '']) => address),
    ]),
  )
}

/** The `location … {` blocks' bodies, by their path (`= /healthz`, `/`). */
export function nginxLocations(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(/location\s+([^{]+?)\s*\{([^}]*)\}/g)].map(([, path = '', body = '']) => [path, body]),
  )
}
