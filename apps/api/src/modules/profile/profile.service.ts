import type { User } from '@khelahobe/contracts/auth'
import type { ProfileScore, UserProfile } from '@khelahobe/contracts/profile'
import type { SegmentStatus } from '@khelahobe/contracts/subscription'
import type { Database } from '../../db/client.ts'
import * as repo from './profile.repo.ts'

interface Person {
  id: number
  msisdn: string
  name: string | null
  imageName: string | null
}

/** What the profile needs of other modules, and no more. */
export interface ProfileDeps {
  db: Database
  subscriptionStatus(userId: number, segment: 'quiz' | 'special'): Promise<SegmentStatus>
  todaysScores(userId: number): Promise<{ quizToday: number; gameToday: number }>
  bestQuizScore(userId: number): Promise<number | null>
  bestTournamentScore(userId: number): Promise<number | null>
}

const asUser = (person: Person): User => ({
  id: person.id,
  msisdn: person.msisdn,
  name: person.name,
  imageName: person.imageName,
})

export function createProfileService({
  db,
  subscriptionStatus,
  todaysScores,
  bestQuizScore,
  bestTournamentScore,
}: ProfileDeps) {
  return {
    async update(person: Person, changes: { name?: string; imageName?: string }): Promise<User> {
      return asUser((await repo.updateUser(db, person.id, changes)) ?? person)
    },

    /** Spec §3's user profile. */
    async profile(person: Person): Promise<UserProfile> {
      const [scores, special] = await Promise.all([
        todaysScores(person.id),
        subscriptionStatus(person.id, 'special'),
      ])
      return {
        name: person.name,
        msisdn: person.msisdn,
        imageName: person.imageName,
        dailyQuizPoints: scores.quizToday,
        dailyGamePoints: scores.gameToday,
        nextPaymentDate_special: special.nextPaymentDate,
      }
    },

    /** The 'your score' popup: both subscriptions in the spec's old field names, and the best scores. */
    async scorePopup(person: Person): Promise<ProfileScore> {
      const [quiz, special, bestQuiz, bestGame] = await Promise.all([
        subscriptionStatus(person.id, 'quiz'),
        subscriptionStatus(person.id, 'special'),
        bestQuizScore(person.id),
        bestTournamentScore(person.id),
      ])
      return {
        activity: quiz.activity,
        activity_special: special.activity,
        status: quiz.isSubscribed ? 1 : 0,
        status_special: special.isSubscribed ? '1' : '0',
        lastpayent: quiz.lastPaymentDate,
        lastpayment_special: special.lastPaymentDate,
        nextPaymentDate: quiz.nextPaymentDate,
        nextPaymentDate_special: special.nextPaymentDate,
        bestQuizScore: bestQuiz,
        bestGameScore: bestGame,
      }
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
