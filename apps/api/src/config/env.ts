import { z } from 'zod'

const devAuthSecret = 'dev-only-secret-not-for-production-use-0123456789'

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').default(devAuthSecret),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PUBLIC_ORIGIN: z.url().optional(),
    TRUST_PROXY: booleanString.default(false),
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    SMS_SENDER_ID: z.string().min(1).default('KhelaHobe'),
    SEED_DEMO_CONTENT: booleanString.default(true),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return
    if (env.AUTH_SECRET === devAuthSecret) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be set in production' })
    }
    if (!env.SMS_GATEWAY_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: 'must be set in production' })
    }
    if (!env.SMS_GATEWAY_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_TOKEN'], message: 'must be set in production' })
    }
  })

export type Env = z.infer<typeof envSchema>

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
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
}
