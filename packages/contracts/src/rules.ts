/**
 * The product's rules as plain constants, with no zod: the web app imports these freely
 * without shipping a schema library, and the API and the schemas read the same values.
 */

// ---------------------------------------------------------------------------
// Quizzes (DESIGN §4 and §6, spec §9).

/** The two quizzes: the spec calls them `regularQuiz` and `SpecialQuiz` (`specialQuiz` on answers). */
export const quizKinds = ['regular', 'special'] as const
export type QuizKind = (typeof quizKinds)[number]

/** The rules of DESIGN §4; `segment` is the subscription each quiz needs. */
export const quizRules = {
  regular: { questions: 40, playsPerDay: 2, winningCorrect: 20, seconds: 90, segment: 'quiz' },
  special: { questions: 30, playsPerDay: 1, winningCorrect: 25, seconds: 90, segment: 'special' },
} as const

/** Categories to pick for a chosen-category quiz. */
export const categoriesToPick = 3

/** The regular quiz's prizes (DESIGN §6), as the prize modal states them. */
export const quizPrizes = { dailyWinners: 50, dailyTaka: 10, monthlyThirdTaka: 3000 } as const

/** The month's top three on the regular quiz board: goods first, then cash (spec §9). */
export const monthlyQuizPrizes = [
  { prize: 'smartphone', amountTaka: 0 },
  { prize: 'smartwatch', amountTaka: 0 },
  { prize: 'cash', amountTaka: quizPrizes.monthlyThirdTaka },
] as const

/** The special quiz's weekly prize: the week's top ten get 50 taka each (spec §9). */
export const specialPrizes = { weeklyWinners: 10, weeklyTaka: 50 } as const

/**
 * When prizes are paid (spec §9): a week's on the Saturday or Sunday after it (JavaScript's day
 * numbers, 6 and 0), a month's within the first week of the next. The operator pays them; the
 * pages promise these.
 */
export const payoutSchedule = { weeklyOnDays: [6, 0], monthlyWithinDays: 7 } as const

/** The privacy policy's minimum age (spec §9). */
export const minimumAge = 13

// ---------------------------------------------------------------------------
// Profile and tracking.

/** The six avatars a person may choose (spec §3). */
export const avatarIds = ['1', '2', '3', '5', '6', '7'] as const
export type AvatarId = (typeof avatarIds)[number]

/** One tracking beacon carries at most this many events. */
export const maxEventsPerBatch = 20

// ---------------------------------------------------------------------------
// Subscriptions (spec §2).

/** The weekly price of a segment, shown on the campaign pages. */
export const subscriptionPriceTaka = 24

// ---------------------------------------------------------------------------
// Games and the tournament (DESIGN §7, spec §9).

/** The four games, by the names the server, the game URLs (`GN`) and the folders use. */
export const gameNames = ['4096', 'FlappyDino', 'FreeKick', 'SharkGame'] as const
export type GameName = (typeof gameNames)[number]

/** A tournament run counts on the game board; a free run counts nowhere. */
export const gameModes = ['tournament', 'free'] as const
export type GameMode = (typeof gameModes)[number]

export const gameRules = {
  /** A game session is single-use and lapses this long after it was issued. */
  sessionMinutes: 30,
  /** Tournament play needs this subscription; free games need only a login. */
  segment: 'quiz',
  /** The simulation's rate: a run's length is counted in ticks of 1/60 s. */
  ticksPerSecond: 60,
  /** A run may claim this much more game time than the wall clock allowed (loading, timer jitter). */
  wallClockToleranceSeconds: 5,
  /** Inputs beyond a game's sustained rate a run may have in a burst. */
  inputBurst: 10,
  /** The daily tournament prize (DESIGN §6). */
  dailyWinners: 100,
  dailyTaka: 10,
} as const
