import { z } from 'zod'

const devAuthSecret = 'dev-only-secret-not-for-production-use-0123456789'
const weekday = '(sun|mon|tue|wed|thu|fri|sat)'
const clock = '([01]\\d|2[0-3]):[0-5]\\d'
/** `sun-thu 10:00-18:00`: the first and last working day, and the hours. */
export const supportHoursPattern = new RegExp(`^${weekday}-${weekday} ${clock}-${clock}$`)

// base64url of 32 bytes; bKash keys its webhook signatures with the decoded API key.
const simulatorApiKey = 'c2ltdWxhdG9yLWtleS1ub3QtZm9yLXByb2R1Y3Rpb24'

/** Where production serves `/metrics` when `METRICS_PORT` is not set (the Prometheus exporters' customary port). */
export const defaultMetricsPort = 9464

/** Connections per API instance when `DATABASE_POOL_SIZE` is not set. */
export const poolSize = 10

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * The port of `/metrics` and `/api/openapi.json` when they are not to be on `PORT`: in
     * production always (9464 unless set), so a pod reached directly tells the public nothing.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Connections each instance keeps to PostgreSQL; docs/operations.md counts them. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(poolSize),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').default(devAuthSecret),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PUBLIC_ORIGIN: z.url().optional(),
    /** Where the games are served from when not from this server (a CDN): an origin, no path. */
    GAMES_ORIGIN: z
      .url()
      .refine(
        (value) => new URL(value).origin === value.replace(/\/$/, ''),
        'must be an origin, with no path',
      )
      .transform((value) => new URL(value).origin)
      .optional(),
    TRUST_PROXY: booleanString.default(false),
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    SMS_SENDER_ID: z.string().min(1).default('KhelaHobe'),
    SEED_DEMO_CONTENT: booleanString.default(true),
    /** The support page's contacts (spec §2): the operator's, shown as they are. */
    SUPPORT_EMAIL: z.email().default('support@khelahobe.com.bd'),
    SUPPORT_PHONE: z
      .string()
      .regex(/^\+?\d{6,15}$/, 'a phone number as dialled, e.g. +8809612345678')
      .default('+8809612345678'),
    SUPPORT_HOURS: z
      .string()
      .regex(supportHoursPattern, 'days and hours as in sun-thu 10:00-18:00')
      .default('sun-thu 10:00-18:00'),
    SUPPORT_WHATSAPP_URL: z.url({ protocol: /^https$/ }).optional(),
    SUPPORT_MESSENGER_URL: z.url({ protocol: /^https$/ }).default('https://m.me/'),
    SUPPORT_FACEBOOK_URL: z.url({ protocol: /^https$/ }).default('https://www.facebook.com/'),
    /** `simulator` serves a stand-in wallet provider under /sim/bkash; never in production. */
    PAYMENT_PROVIDER: z.enum(['simulator', 'bkash']).optional(),
    BKASH_BASE_URL: z.url().optional(),
    BKASH_API_KEY: z.string().min(16).optional(),
    BKASH_SERVICE_ID: z.string().min(1).default('100001'),
    BKASH_MERCHANT_SHORT_CODE: z.string().min(1).default('01700000000'),
    SUBSCRIPTION_PRICE_TAKA: z.coerce.number().int().min(1).max(10_000).default(24),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'bkash') {
      for (const key of ['BKASH_BASE_URL', 'BKASH_API_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be set when PAYMENT_PROVIDER=bkash' })
      }
    }
    if (env.NODE_ENV !== 'production') return
    if (env.PAYMENT_PROVIDER !== 'bkash') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: "must be 'bkash' in production" })
    }
    if (env.AUTH_SECRET === devAuthSecret) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be set in production' })
    }
    if (!env.SMS_GATEWAY_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: 'must be set in production' })
    }
    if (!env.SMS_GATEWAY_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_TOKEN'], message: 'must be set in production' })
    }
    // The wallet's return link and the same-origin checks must not trust the Host header.
    if (!env.PUBLIC_ORIGIN) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'must be set in production' })
    }
  })

/** Every variable the server reads; the deployment files are checked against it. */
export const envNames = Object.keys(envSchema.shape)

export type Env = z.infer<typeof envSchema> & {
  PAYMENT_PROVIDER: 'simulator' | 'bkash'
  BKASH_API_KEY: string
}

/** Raised at boot when the environment is wrong; lists every bad key at once. */
export class EnvError extends Error {
  override name = 'EnvError'
}

/**
 * Parses the environment once, at boot. This is the only place that reads
 * `process.env`; everything else receives the typed `Env`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as it does in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(present)
  if (parsed.success) {
    // Outside production the simulator is the default provider, with its own key.
    const provider = parsed.data.PAYMENT_PROVIDER ?? 'simulator'
    return {
      ...parsed.data,
      METRICS_PORT:
        parsed.data.METRICS_PORT ?? (parsed.data.NODE_ENV === 'production' ? defaultMetricsPort : undefined),
      PAYMENT_PROVIDER: provider,
      BKASH_API_KEY: parsed.data.BKASH_API_KEY ?? simulatorApiKey,
    }
  }
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
}
