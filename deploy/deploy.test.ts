/**
 * The deployment files (Dockerfile, deploy/compose.yaml with nginx, deploy/k8s) cannot be run
 * on these machines, which pull no images: they are read here, and what the server needs of
 * them is checked against the server's own code (env.ts, paths.ts, the health routes).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { reconcileBodyLimit } from '@khelahobe/contracts/payouts-console'
import { gameNames } from '@khelahobe/contracts/rules'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultBodyLimit } from '../apps/api/src/app.ts'
import { defaultMetricsPort, envNames, loadEnv } from '../apps/api/src/config/env.ts'
import { scoreBodyLimit } from '../apps/api/src/modules/games/games.routes.ts'
import { questionImportBodyLimit } from '../apps/api/src/modules/quiz/question-bank.console.routes.ts'
import { paths } from '../apps/api/src/paths.ts'
import { serverNodeFlags } from '../e2e/support/server.ts'
import {
  bytesOf,
  type ComposeFile,
  coresOf,
  instructionsOf,
  interpolate,
  interpolatedNames,
  type K8sObject,
  k8sFolder,
  nginxLocations,
  nginxUpstreams,
  parseCopy,
  parseDockerfile,
  parseEnv,
  parseEnvFile,
  readK8s,
  readRepoFile,
  readYaml,
  repoRoot,
} from './support/deploy-files.ts'

/**
 * What production must set: what env.ts refuses to start without when NODE_ENV=production
 * (read from its own error, which names every missing key), and DATABASE_URL, because the
 * image's read-only, non-root server cannot keep an embedded database.
 */
function requiredInProduction(): string[] {
  try {
    loadEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'bkash' })
  } catch (error) {
    const missing = [...(error as Error).message.matchAll(/^ {2}(\w+):/gm)].map(([, name = '']) => name)
    return [...new Set([...missing, 'PAYMENT_PROVIDER', 'DATABASE_URL'])]
  }
  throw new Error('env.ts starts in production with nothing set')
}
const required = requiredInProduction()

/** Values of the right shape for the secrets the examples leave as placeholders. */
const sampleSecrets: Record<string, string> = {
  POSTGRES_PASSWORD: 'a1b2c3d4e5f6',
  DATABASE_URL: 'postgres://khelahobe:a1b2c3d4e5f6@db.internal:5432/khelahobe?sslmode=require',
  AUTH_SECRET: 'an-operator-chosen-secret-of-48-characters-xxxxx',
  BKASH_API_KEY: 'merchant-api-key-from-bkash',
  SMS_GATEWAY_TOKEN: 'sms-gateway-token',
}

function throwError(message: string): never {
  throw new Error(message)
}

const notInEnvTs = (names: string[]) => names.filter((name) => !envNames.includes(name))
const notIn = (names: string[], present: string[]) => names.filter((name) => !present.includes(name))

// ---------------------------------------------------------------------------

const stages = parseDockerfile(readRepoFile('Dockerfile'))
const runtime = stages.at(-1) ?? throwError('the Dockerfile has no stage')
const runtimeEnv = Object.assign({}, ...instructionsOf(runtime, 'ENV').map(parseEnv)) as Record<
  string,
  string
>
const port = Number(runtimeEnv.PORT)

describe('Dockerfile', () => {
  it('builds in stages and runs the compiled server as a non-root user in production mode', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    expect(runtime.from).toMatch(/^node:20[\w.-]*-slim$/)
    expect(JSON.parse(instructionsOf(runtime, 'CMD').at(-1) ?? 'null')).toEqual([
      'node',
      ...serverNodeFlags,
      'apps/api/dist/server.js',
    ])
    expect(instructionsOf(runtime, 'USER').at(-1)).toMatch(/^(?!root$|0$)\w+/)
    expect(runtimeEnv.NODE_ENV).toBe('production')
  })

  it('builds the server without the wallet simulator', () => {
    const runs = stages.flatMap((stage) => instructionsOf(stage, 'RUN'))
    expect(runs.some((run) => run.includes('apps/api/build.mjs --production'))).toBe(true)
  })

  it('copies into the runtime stage everything the server reads from disk, from stages that exist', () => {
    const copies = instructionsOf(runtime, 'COPY').map(parseCopy)
    const stageNames = stages.map((stage) => stage.name)
    expect(
      notIn(
        copies.map((copy) => copy.from ?? 'the build context'),
        stageNames,
      ),
    ).toEqual([])
    const inImage = copies.map((copy) => copy.destination.replace(/^\.?\/?/, '').replace(/\/$/, ''))
    const needed = [
      'apps/api/dist',
      ...[paths.migrations, paths.avatars, paths.seedQuestions, paths.webDist, paths.consoleDist].map(
        (path) => relative(repoRoot, path),
      ),
      ...gameNames.map((game) => relative(repoRoot, join(paths.games, game, 'dist'))),
    ]
    // `./` is the production-deps stage's tree: package.json files and node_modules, no code.
    const missing = needed.filter(
      (path) =>
        !inImage.some((copied) => copied !== '' && (path === copied || path.startsWith(`${copied}/`))),
    )
    expect(missing).toEqual([])
  })

  it('exposes the port it sets and checks itself on /healthz there', () => {
    expect(instructionsOf(runtime, 'EXPOSE')).toEqual([String(port)])
    expect(port).toBe(loadEnv({}).PORT)
    const healthcheck = instructionsOf(runtime, 'HEALTHCHECK').join(' ')
    expect(healthcheck).toContain('/healthz')
    expect(healthcheck).toContain('process.env.PORT')
  })

  it('is built from a context without installed or built files', () => {
    const ignored = readRepoFile('.dockerignore').split('\n')
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.env']))
  })
})

// ---------------------------------------------------------------------------

const k8sFiles = readK8s()
const k8sObjects = k8sFiles.flatMap(({ objects }) => objects)
const only = (kind: string): K8sObject => {
  const [found, ...more] = k8sObjects.filter((object) => object.kind === kind)
  if (!found || more.length > 0) throwError(`deploy/k8s should hold one ${kind}`)
  return found
}
/** The site's Ingress, and the one that answers /metrics to nobody outside. */
const ingresses = () => {
  const all = k8sObjects.filter((object) => object.kind === 'Ingress')
  const metrics = all.filter((ingress) => ingress.metadata.name.endsWith('-metrics'))
  const site = all.filter((ingress) => !metrics.includes(ingress))
  if (site.length !== 1 || metrics.length !== 1)
    throwError("deploy/k8s should hold the site's Ingress and one for /metrics")
  return { site: site[0] as K8sObject, metrics: metrics[0] as K8sObject }
}
const ingressPaths = (ingress: K8sObject): { path: string; pathType: string; backend: unknown }[] =>
  ingress.spec.rules.flatMap((rule: { http: { paths: unknown[] } }) => rule.http.paths)
const deployment = only('Deployment')
const k8sSecret = only('Secret')
const configMap = only('ConfigMap')
const podSpec = deployment.spec.template.spec
const podLabels: Record<string, string> = deployment.spec.template.metadata.labels
const [container] = podSpec.containers
const containerPorts: { name?: string; containerPort: number }[] = container.ports
/** A probe's or Service's port, by number or by the container port's name. */
const portOf = (ref: number | string) =>
  typeof ref === 'number' ? ref : containerPorts.find((entry) => entry.name === ref)?.containerPort
const selects = (selector: Record<string, string>) =>
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => podLabels[key] === value)

const [compose] = readYaml('deploy/compose.yaml') as [ComposeFile]
const apiServices = Object.entries(compose.services).filter(([, service]) => service.build?.context === '..')
const exampleEnv = parseEnvFile(readRepoFile('deploy/example.env'))
const nginxConf = readRepoFile('deploy/nginx/khelahobe.conf')

/** A Compose service's environment as the container would see it, secrets from the samples. */
const resolved = (environment: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      interpolate(String(value), { ...exampleEnv, ...sampleSecrets }),
    ]),
  )

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL on a named volume, two or more API instances of this image, and nginx', () => {
    const postgres = compose.services.postgres
    expect(postgres?.image).toMatch(/^postgres:\d+/)
    const [volume] =
      postgres?.volumes?.find((mount) => mount.endsWith(':/var/lib/postgresql/data'))?.split(':') ?? []
    expect(Object.keys(compose.volumes ?? {})).toContain(volume)
    expect(apiServices.length).toBeGreaterThanOrEqual(2)
    for (const [, service] of apiServices)
      expect(service.depends_on?.postgres?.condition).toBe('service_healthy')
    expect(compose.services.nginx?.image).toMatch(/^nginx:/)
  })

  it("sets on each API instance only env.ts's variables, every one production requires, valid together", () => {
    for (const [name, service] of apiServices) {
      const environment = service.environment ?? {}
      expect(notInEnvTs(Object.keys(environment)), name).toEqual([])
      expect(notIn(required, Object.keys(environment)), name).toEqual([])
      const env = loadEnv(resolved(environment))
      expect(env.PORT, name).toBe(port)
      expect(env.TRUST_PROXY, `${name} is behind nginx`).toBe(true)
      const database = new URL(env.DATABASE_URL ?? '')
      expect(compose.services[database.hostname], `${name}'s DATABASE_URL names a service`).toBeDefined()
      expect(database.port || '5432').toBe('5432')
    }
  })

  it('takes every secret from deploy/.env, and example.env names exactly what it takes', () => {
    const secretNames = Object.keys(k8sSecret.stringData ?? {})
    const interpolated = new Set<string>()
    for (const [, service] of Object.entries(compose.services)) {
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        for (const from of interpolatedNames(String(value))) interpolated.add(from)
        if (secretNames.includes(name)) expect(String(value), name).toContain('${')
      }
    }
    expect([...interpolated].sort()).toEqual(Object.keys(exampleEnv).sort())
    expect(interpolated).toContain('POSTGRES_PASSWORD')
    expect(notIn(secretNames, [...interpolated, 'DATABASE_URL'])).toEqual([])
  })

  it('points nginx at every API instance on the server port, with the proxy headers the API trusts', () => {
    const nginx = compose.services.nginx
    expect(nginx?.volumes).toContain('./nginx/khelahobe.conf:/etc/nginx/conf.d/default.conf:ro')
    const upstreams = nginxUpstreams(nginxConf)
    expect([...upstreams.keys()]).toHaveLength(1)
    const [[upstream, servers] = ['', []]] = upstreams
    expect([...servers].sort()).toEqual(apiServices.map(([name]) => `${name}:${port}`).sort())
    for (const [path, body] of nginxLocations(nginxConf)) {
      if (body.includes('proxy_pass')) expect(body, path).toContain(`proxy_pass http://${upstream};`)
    }
    expect(nginxLocations(nginxConf).get('= /healthz')).toContain('proxy_pass')
    for (const directive of [
      /keepalive \d+;/,
      /proxy_http_version 1\.1;/,
      /proxy_set_header Connection "";/,
      /proxy_set_header X-Forwarded-For \$remote_addr;/,
      /proxy_set_header X-Forwarded-Proto \$scheme;/,
      /client_max_body_size 16k;/,
      /client_body_timeout \d+s;/,
      /proxy_read_timeout \d+s;/,
    ]) {
      expect(nginxConf).toMatch(directive)
    }
    for (const [name] of apiServices) expect(nginx?.depends_on?.[name]?.condition).toBe('service_healthy')
  })

  it('refuses bodies larger than the route takes, and limits each address on the API', () => {
    const locations = nginxLocations(nginxConf)
    const bodyLimitOf = (body: string | undefined) => {
      const [, size = '', unit = ''] = /client_max_body_size (\d+)([km]?);/.exec(body ?? '') ?? []
      return Number(size) * (unit === 'm' ? 1024 ** 2 : unit === 'k' ? 1024 : 1)
    }
    expect(bodyLimitOf(nginxConf)).toBe(defaultBodyLimit)
    for (const [path, apiLimit] of [
      ['= /api/Game/score', scoreBodyLimit],
      ['= /api/console/payouts/reconcile', reconcileBodyLimit],
      ['= /api/console/questions/import', questionImportBodyLimit],
    ] as const) {
      const nginxLimit = bodyLimitOf(locations.get(path))
      // Enough for the API's largest, and not much more: a body the API refuses, nginx refuses first.
      expect(nginxLimit, path).toBeGreaterThanOrEqual(apiLimit)
      expect(nginxLimit, path).toBeLessThan(apiLimit * 1.05)
    }
    for (const [path, body] of locations) {
      if (path.includes('/api/') && !path.includes('webhook')) expect(body, path).toMatch(/limit_req zone=/)
    }
  })

  describe('nginx -t', () => {
    const folder = mkdtempSync(join(tmpdir(), 'khelahobe-nginx-'))
    afterAll(() => rmSync(folder, { recursive: true, force: true }))

    it('accepts the configuration, inside an http block as the nginx image includes it', () => {
      // nginx resolves upstream names and loads the certificate while testing: give it both.
      mkdirSync(join(folder, 'tls'))
      mkdirSync(join(folder, 'logs'))
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
          ...['-keyout', join(folder, 'tls/privkey.pem'), '-out', join(folder, 'tls/fullchain.pem')],
        ],
        { stdio: 'pipe' },
      )
      let site = nginxConf.replaceAll('/etc/nginx/tls/', `${folder}/tls/`)
      for (const [name] of apiServices) site = site.replaceAll(`server ${name}:`, 'server 127.0.0.1:')
      writeFileSync(join(folder, 'khelahobe.conf'), site)
      writeFileSync(
        join(folder, 'nginx.conf'),
        `pid ${folder}/nginx.pid;\nevents {}\nhttp {\n  include ${folder}/khelahobe.conf;\n}\n`,
      )
      const output = execFileSync(
        'nginx',
        ['-t', '-q', '-p', folder, '-e', join(folder, 'logs/error.log'), '-c', join(folder, 'nginx.conf')],
        { stdio: 'pipe', encoding: 'utf8' },
      )
      expect(output).toBe('')
    })
  })
})

// ---------------------------------------------------------------------------

describe('deploy/k8s', () => {
  it('applies every manifest but the example Secret through kustomization.yaml', () => {
    const [kustomization] = readYaml(`${k8sFolder}/kustomization.yaml`) as [{ resources: string[] }]
    const manifests = k8sFiles.map(({ file }) => file).filter((file) => file !== 'kustomization.yaml')
    expect([...kustomization.resources].sort()).toEqual(
      manifests.filter((file) => !file.includes('example')).sort(),
    )
    expect(readdirSync(join(repoRoot, k8sFolder)).filter((file) => file.includes('secret'))).toEqual([
      'secret.example.yaml',
    ])
  })

  it('probes readiness on /readyz and liveness on /healthz at the container port, the one the image exposes', () => {
    expect(containerPorts.map((entry) => entry.containerPort)).toEqual([port, defaultMetricsPort])
    // Prometheus scrapes the operations port, the only place production serves /metrics.
    expect(deployment.spec.template.metadata.annotations['prometheus.io/port']).toBe(
      String(defaultMetricsPort),
    )
    expect(container.readinessProbe.httpGet.path).toBe('/readyz')
    expect(portOf(container.readinessProbe.httpGet.port)).toBe(port)
    expect(container.livenessProbe.httpGet.path).toBe('/healthz')
    expect(portOf(container.livenessProbe.httpGet.port)).toBe(port)
    if (container.startupProbe) {
      expect(container.startupProbe.httpGet.path).toBe('/healthz')
      expect(portOf(container.startupProbe.httpGet.port)).toBe(port)
    }
  })

  it('rolls out with two or more pods, none down at a time, each drained before it stops', () => {
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2)
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0)
    expect(selects(deployment.spec.selector.matchLabels)).toBe(true)
    const [sleep, seconds] = container.lifecycle.preStop.exec.command
    expect(sleep).toBe('sleep')
    // The preStop wait, then the server's 10 s drain after SIGTERM, must fit in the grace period.
    expect(podSpec.terminationGracePeriodSeconds).toBeGreaterThan(Number(seconds) + 10)
    expect(podSpec.securityContext.runAsNonRoot).toBe(true)
  })

  it('requests and limits CPU and memory, the limit above the 256 MB peak budget', () => {
    const { requests, limits } = container.resources
    for (const resources of [requests, limits])
      expect(Object.keys(resources).sort()).toEqual(['cpu', 'memory'])
    expect(bytesOf(limits.memory)).toBeGreaterThan(256 * 1024 ** 2)
    expect(bytesOf(requests.memory)).toBeLessThanOrEqual(bytesOf(limits.memory))
    expect(coresOf(requests.cpu)).toBeLessThanOrEqual(coresOf(limits.cpu))
  })

  it('keeps /metrics from the public: its own Ingress denies every address', () => {
    const { site, metrics } = ingresses()
    expect(ingressPaths(metrics)).toEqual([
      { path: '/metrics', pathType: 'Exact', backend: ingressPaths(site)[0]?.backend },
    ])
    expect(metrics.spec.rules.map((rule: { host: string }) => rule.host)).toEqual(
      site.spec.rules.map((rule: { host: string }) => rule.host),
    )
    const denied = metrics.metadata.annotations?.['nginx.ingress.kubernetes.io/denylist-source-range'] ?? ''
    expect(denied.split(',').sort()).toEqual(['0.0.0.0/0', '::/0'])
    expect(metrics.spec.ingressClassName).toBe(site.spec.ingressClassName)
  })

  it("routes the Service, the Ingress, the PodDisruptionBudget and the autoscaler to the Deployment's pods", () => {
    const service = only('Service')
    expect(selects(service.spec.selector)).toBe(true)
    expect(portOf(service.spec.ports[0].targetPort)).toBe(port)
    const serviceBackend = { name: service.metadata.name, port: { name: service.spec.ports[0].name } }
    const { site } = ingresses()
    expect(ingressPaths(site)).toEqual([
      { path: '/', pathType: 'Prefix', backend: { service: serviceBackend } },
    ])

    const budget = only('PodDisruptionBudget')
    expect(budget.apiVersion).toBe('policy/v1')
    expect(selects(budget.spec.selector.matchLabels)).toBe(true)
    expect(budget.spec.minAvailable).toBe(1)

    const autoscaler = only('HorizontalPodAutoscaler')
    expect(autoscaler.apiVersion).toBe('autoscaling/v2')
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata.name,
    })
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2)
    expect(autoscaler.spec.minReplicas).toBeGreaterThan(budget.spec.minAvailable)
    expect(
      autoscaler.spec.metrics.map((metric: { resource: { name: string } }) => metric.resource.name),
    ).toEqual(['cpu'])
  })

  it("sets only env.ts's variables, every one production requires, from the ConfigMap and Secret it names", () => {
    const fromConfigMap = Object.keys(configMap.data ?? {})
    const fromSecret = Object.keys(k8sSecret.stringData ?? {})
    const inline: string[] = (container.env ?? []).map((entry: { name: string }) => entry.name)
    const all = [...fromConfigMap, ...fromSecret, ...inline]
    expect(notInEnvTs(all)).toEqual([])
    expect(notIn(required, all)).toEqual([])
    expect(new Set(all).size, 'each variable set once').toBe(all.length)
    expect(container.envFrom).toEqual([
      { configMapRef: { name: configMap.metadata.name } },
      { secretRef: { name: k8sSecret.metadata.name } },
    ])
    // Kubernetes refuses a ConfigMap whose values are not strings (an unquoted 3000).
    for (const [name, value] of Object.entries(configMap.data ?? {}))
      expect(typeof value, name).toBe('string')
    const env = loadEnv({ ...(configMap.data as Record<string, string>), ...sampleSecrets })
    expect(env.PORT).toBe(port)
    expect(env.NODE_ENV).toBe('production')
  })
})

// ---------------------------------------------------------------------------

describe('docs/operations.md', () => {
  const guide = readRepoFile('docs/operations.md')

  it('explains every variable the deployment files set', () => {
    const set = [
      ...apiServices.flatMap(([, service]) => Object.keys(service.environment ?? {})),
      ...Object.keys(configMap.data ?? {}),
      ...Object.keys(k8sSecret.stringData ?? {}),
    ]
    expect(
      notIn(
        [...new Set([...required, ...set])],
        [...guide.matchAll(/`(\w+)`/g)].map(([, name = '']) => name),
      ),
    ).toEqual([])
  })

  it('covers migrations, backups, probes and metrics', () => {
    for (const topic of [
      'pg_dump',
      'pg_restore',
      'point-in-time',
      '/readyz',
      '/healthz',
      '/metrics',
      'max_connections',
    ])
      expect(guide.toLowerCase().includes(topic), topic).toBe(true)
  })
})
