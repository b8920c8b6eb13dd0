import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { DatabaseHandle } from './db/client.ts'
import { lastJobRuns } from './jobs/registry.ts'
import { type AdjustableClock, offsetClock } from './lib/clock.ts'
import { unsupportedMediaType } from './lib/errors.ts'
import { loggerOptions, OneLinePerRequest } from './lib/logger.ts'
import { drainUnreadBody } from './lib/unread-body.ts'
import { adminRoutes } from './modules/admin/admin.routes.ts'
import { consoleSessionPlugin } from './modules/admin/console-session.plugin.ts'
import { createOperatorsService } from './modules/admin/operators.service.ts'
import { authRoutes, devOutboxRoutes } from './modules/auth/auth.routes.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { sessionPlugin } from './modules/auth/session.plugin.ts'
import { createDevOutbox, createHttpSmsSender, type SmsSender } from './modules/auth/sms.ts'
import { createSupportService } from './modules/auth/support.service.ts'
import { usersConsoleRoutes } from './modules/auth/users.console.routes.ts'
import { contentConsoleRoutes } from './modules/content/content.console.routes.ts'
import { contentRoutes } from './modules/content/content.routes.ts'
import { createContentService } from './modules/content/content.service.ts'
import { gamesRoutes } from './modules/games/games.routes.ts'
import { createGamesService } from './modules/games/games.service.ts'
import { createReplayer } from './modules/games/replayer.ts'
import { createTournamentEditor } from './modules/games/tournament-editor.service.ts'
import { tournamentsConsoleRoutes } from './modules/games/tournaments.console.routes.ts'
import { healthConsoleRoutes } from './modules/health/health.console.routes.ts'
import { healthMetricsPlugin } from './modules/health/health.metrics.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { createHealthService } from './modules/health/health.service.ts'
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts'
import { createLeaderboardService } from './modules/leaderboard/leaderboard.service.ts'
import { payoutsConsoleRoutes } from './modules/payouts/payouts.console.routes.ts'
import { createPayoutsService } from './modules/payouts/payouts.service.ts'
import { avatarRoutes } from './modules/profile/avatars.routes.ts'
import { profileRoutes } from './modules/profile/profile.routes.ts'
import { createProfileService } from './modules/profile/profile.service.ts'
import { questionBankConsoleRoutes } from './modules/quiz/question-bank.console.routes.ts'
import { createQuestionEditor } from './modules/quiz/question-editor.service.ts'
import { quizRoutes } from './modules/quiz/quiz.routes.ts'
import { createQuizService } from './modules/quiz/quiz.service.ts'
import { createBkashProvider } from './modules/subscription/providers/bkash.provider.ts'
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts'
import { createSubscriptionService } from './modules/subscription/subscription.service.ts'
import { webhookRoutes } from './modules/subscription/webhook.routes.ts'
import { createWebhookQueue } from './modules/subscription/webhook-queue.ts'
import { campaignsConsoleRoutes } from './modules/tracking/campaigns.console.routes.ts'
import { createEventBuffer } from './modules/tracking/event-buffer.ts'
import { trackingRoutes } from './modules/tracking/tracking.routes.ts'
import { createWinnerRunsService } from './modules/winners/winner-runs.service.ts'
import { winnersConsoleRoutes } from './modules/winners/winners.console.routes.ts'
import { winnersRoutes } from './modules/winners/winners.routes.ts'
import { createWinnersService } from './modules/winners/winners.service.ts'
import { paths } from './paths.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { gamesPlugin } from './plugins/games.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { openapiPlugin } from './plugins/openapi.ts'
import { securityPlugin } from './plugins/security.ts'
import { webPlugin } from './plugins/web.ts'

export interface AppDeps {
  env: Env
  database: DatabaseHandle
  /** The server's clock; demo mode lets the provider simulator move it forward. */
  clock?: AdjustableClock
  /** Overrides the SMS sender the environment would choose. */
  sms?: SmsSender
  /** Where the built web app lives; defaults to `apps/web/dist`. */
  webDistDir?: string
  /** Where the built operator console lives; defaults to `apps/console/dist`. */
  consoleDistDir?: string
  /** Where logs go; standard output unless a test collects them. */
  logStream?: NodeJS.WritableStream
}

/** The body limit of every route that sets none: the largest a player or console form sends. */
export const defaultBodyLimit = 16 * 1024

/** How long a request may take to arrive, headers and body. */
export const requestTimeoutMs = 30_000

/** The whole API as production runs it; tests build exactly this and use `inject()`. */
export async function buildApp({
  env,
  database,
  clock = offsetClock(),
  sms,
  webDistDir = paths.webDist,
  consoleDistDir = paths.consoleDist,
  logStream,
}: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: defaultBodyLimit,
    // A request must arrive whole within this, body and all (the largest honest one, a 430 KB
    // game run, needs 15 KB/s): a client that trickles its body is cut off instead of holding
    // a connection for ever. Node looks for such requests every few seconds, so one is closed
    // within about 35 s; in production nginx closes them sooner (docs/operations.md).
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: 15_000, requestTimeout: requestTimeoutMs, connectionsCheckingInterval: 5_000 },
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>()
  // The one line a request gets is written when it is answered (OneLinePerRequest): one whose
  // client goes away before that gets its line here.
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ req: request }, 'request aborted by the client')
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // External plugins.
  await app.register(errorsPlugin)
  await app.register(securityPlugin, { publicOrigin: env.PUBLIC_ORIGIN, gamesOrigin: env.GAMES_ORIGIN })
  // Answers are compressed; request bodies never are. No phone sends one compressed, and the
  // plugin's decompression left a refused body unread: a large one held its connection open
  // for a minute after the answer (found by the fault suite). A compressed body is refused
  // before it is read, so Node discards it and the connection is free at once.
  await app.register(compress, { threshold: 1024, globalDecompression: false })
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = request.headers['content-encoding']
    if (encoding === undefined || encoding.trim().toLowerCase() === 'identity') return done()
    done(unsupportedMediaType('Compressed request bodies are not accepted; send plain JSON.'))
  })
  // A body refused unread is read to its end before the answer goes, when the connection is to
  // close after it (the client asked, or Fastify, refusing a body too large): so the client
  // gets the answer, not a reset (see drainUnreadBody). On a connection kept alive, Node
  // discards the rest of the body itself.
  app.addHook('onSend', (request, reply, payload, done) => {
    const closing =
      !reply.raw.shouldKeepAlive || String(reply.getHeader('connection')).toLowerCase() === 'close'
    if (request.raw.complete || !closing) return done(null, payload)
    drainUnreadBody(request.raw).then(() => done(null, payload))
  })
  await app.register(cookie)
  // With an operations port (always in production) these two are served there and not here.
  const onAppPort = env.METRICS_PORT === undefined
  await app.register(metricsPlugin, { onAppPort })
  await app.register(openapiPlugin, { onAppPort })

  // The server's clock is the only one that counts (DESIGN §2), and in demo mode it may run
  // ahead of the wall clock: every answer says what time it is, so the app's countdowns agree.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-server-time', String(clock.now().getTime()))
    done(null, payload)
  })

  // The app's own plumbing.
  const isProduction = env.NODE_ENV === 'production'
  const outbox = isProduction ? null : createDevOutbox(app.log)
  const smsSender =
    sms ??
    outbox?.sender ??
    createHttpSmsSender({
      url: env.SMS_GATEWAY_URL ?? '',
      token: env.SMS_GATEWAY_TOKEN ?? '',
      senderId: env.SMS_SENDER_ID,
    })
  const auth = createAuthService({
    db: database.db,
    clock,
    sms: smsSender,
    secret: env.AUTH_SECRET,
    sessionDays: env.SESSION_DAYS,
  })
  await app.register(sessionPlugin, { auth })

  // In demo mode the provider is our simulator, reached over HTTP on this very server.
  const useSimulator = env.PAYMENT_PROVIDER === 'simulator'
  const selfUrl = () => {
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('the server is not listening yet')
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  }
  const provider = createBkashProvider({
    baseUrl: () => (useSimulator ? `${selfUrl()}/sim/bkash/gateway` : (env.BKASH_BASE_URL ?? '')),
    apiKey: env.BKASH_API_KEY,
    serviceId: env.BKASH_SERVICE_ID,
    merchantShortCode: env.BKASH_MERCHANT_SHORT_CODE,
    clock,
  })
  const subscriptions = createSubscriptionService({
    db: database.db,
    clock,
    provider,
    priceTaka: env.SUBSCRIPTION_PRICE_TAKA,
    log: app.log,
    userById: auth.userById,
    userForNumber: auth.userForNumber,
    startSession: auth.startSession,
  })

  // One line per module.
  await app.register(healthRoutes, { ping: database.ping })
  await app.register(authRoutes, { auth, secureCookies: isProduction, publicOrigin: env.PUBLIC_ORIGIN })
  if (outbox) await app.register(devOutboxRoutes, { list: outbox.list })
  await app.register(subscriptionRoutes, {
    subscriptions,
    secureCookies: isProduction,
    publicOrigin: env.PUBLIC_ORIGIN,
  })
  const webhooks = createWebhookQueue({
    db: database.db,
    clock,
    log: app.log,
    apply: subscriptions.applyWebhook,
  })
  // Shutting down lets a drain in progress finish.
  app.addHook('onClose', () => webhooks.settled())
  await app.register(webhookRoutes, { provider, webhooks })
  if (useSimulator) {
    // Loaded only here: the production build leaves the simulator out (build.mjs).
    const { paymentSimulatorPlugin } = await import('@khelahobe/payment-simulator')
    await app.register(paymentSimulatorPlugin, {
      db: database.db,
      clock,
      apiKey: env.BKASH_API_KEY,
      webhookUrl: () => `${selfUrl()}/api/payment/bkash/webhook`,
    })
  }
  const leaderboard = createLeaderboardService({ db: database.db, clock })
  const quiz = createQuizService({
    db: database.db,
    query: database.query,
    clock,
    onPlaysEnded: (userId) =>
      leaderboard.recordLater(userId, (err) =>
        app.log.error({ err }, 'could not put plays on the boards; the sweep will retry'),
      ),
  })
  // Shutting down waits for plays on their way to the boards.
  app.addHook('onClose', () => leaderboard.settled())
  await app.register(quizRoutes, { quiz })
  await app.register(leaderboardRoutes, { leaderboard })
  const replayer = createReplayer()
  app.addHook('onClose', () => replayer.close())
  const games = createGamesService({
    db: database.db,
    clock,
    replayer,
    boards: leaderboard,
    gamesOrigin: env.GAMES_ORIGIN ?? '',
    log: app.log,
  })
  await app.register(gamesRoutes, { games })
  const profile = createProfileService({
    db: database.db,
    subscriptionStatus: subscriptions.statusOf,
    todaysScores: leaderboard.summary,
    bestQuizScore: quiz.bestQuizScore,
    bestTournamentScore: games.bestTournamentScore,
  })
  await app.register(profileRoutes, { profile })
  const content = createContentService({
    db: database.db,
    clock,
    priceTaka: env.SUBSCRIPTION_PRICE_TAKA,
    support: {
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE,
      hours: env.SUPPORT_HOURS,
      whatsapp: env.SUPPORT_WHATSAPP_URL,
      messenger: env.SUPPORT_MESSENGER_URL,
      facebook: env.SUPPORT_FACEBOOK_URL,
    },
  })
  await app.register(contentRoutes, { content })
  const events = createEventBuffer({ db: database.db, log: app.log })
  // Whatever is waiting is written before the database closes.
  app.addHook('onClose', () => events.flush())
  await app.register(trackingRoutes, { buffer: events, clock })
  await app.register(avatarRoutes)
  await app.register(winnersRoutes, { db: database.db, clock })
  // The operator console: its own accounts and sessions, never a player's.
  const operators = createOperatorsService({ db: database.db, clock })
  await app.register(consoleSessionPlugin, { operators })
  await app.register(adminRoutes, { db: database.db, operators, secureCookies: isProduction })
  await app.register(contentConsoleRoutes, { content })
  await app.register(questionBankConsoleRoutes, { editor: createQuestionEditor({ db: database.db, clock }) })
  await app.register(winnersConsoleRoutes, { winnerRuns: createWinnerRunsService({ db: database.db }) })
  await app.register(payoutsConsoleRoutes, { payouts: createPayoutsService({ db: database.db, clock }) })
  await app.register(tournamentsConsoleRoutes, {
    editor: createTournamentEditor({ db: database.db, clock, boards: leaderboard }),
  })
  await app.register(usersConsoleRoutes, {
    support: createSupportService({
      db: database.db,
      clock,
      accountByNumber: auth.accountByNumber,
      userById: auth.userById,
      endSessions: auth.endSessions,
      subscriptionHistory: subscriptions.historyOf,
      cancelForOperator: subscriptions.cancelForOperator,
      recentPlays: quiz.recentPlays,
      recentRuns: games.recentRuns,
      prizesOf: createWinnersService({ db: database.db, clock }).prizesOf,
    }),
  })
  const health = createHealthService({
    clock,
    playsToday: quiz.playsToday,
    answersInLast: quiz.answersInLast,
    gameRunsToday: games.runsToday,
    subscriptionsToday: subscriptions.todaysFigures,
    lastJobRuns: () => lastJobRuns(database.db),
    processFigures: app.metrics.processFigures,
  })
  await app.register(healthMetricsPlugin, { health })
  await app.register(healthConsoleRoutes, { health })
  await app.register(campaignsConsoleRoutes, {
    report: { db: database.db, campaignRequests: subscriptions.campaignRequests },
    clock,
  })
  await app.register(gamesPlugin)
  await app.register(webPlugin, { distDir: webDistDir, consoleDistDir })

  return Object.assign(app, {
    services: { auth, subscriptions, webhooks, quiz, leaderboard, games, events, operators },
    clock,
  })
}

export type App = Awaited<ReturnType<typeof buildApp>>
