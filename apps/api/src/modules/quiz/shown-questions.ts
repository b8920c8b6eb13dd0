import { type QuizQuestion, quizQuestionSchema } from '@khelahobe/contracts/quiz'
import type { DatabaseHandle, PreparedStatement } from '../../db/client.ts'

/**
 * The whole question bank as players may be shown it (retired questions too: a running play
 * may hold one), with the version it is as of, read in one snapshot.
 */
export const questionBankStatement: PreparedStatement = {
  name: 'question_bank',
  text: `select v.version, q.id, q.question, q.option1, q.option2, q.option3
    from question_bank_version v left join questions q on true`,
}

/** A row of `questionBankStatement`: all null but the version when the bank is empty. */
type BankRow = { [Field in keyof QuizQuestion]: QuizQuestion[Field] | null } & { version: string | bigint }

/**
 * A question as JSON in UTF-8, in one buffer: the object up to its options, then each stored
 * option as a JSON string; `ends` says where each of the four parts ends. Held once, not in
 * each of the six option orders: that took 11 MB for the demo's 4,504 questions instead of 1.2,
 * and grows with the bank.
 */
interface HeldQuestion {
  bytes: Buffer
  ends: number[]
}

function heldQuestion({ id, question, option1, option2, option3 }: QuizQuestion): HeldQuestion {
  const parts = [
    `{"id":${id},"question":${JSON.stringify(question)}`,
    ...[option1, option2, option3].map((o) => JSON.stringify(o)),
  ]
  const ends: number[] = []
  for (const part of parts) ends.push((ends.at(-1) ?? 0) + Buffer.byteLength(part))
  return { bytes: Buffer.from(parts.join('')), ends }
}

const optionKeys = [',"option1":', ',"option2":', ',"option3":'].map((key) => Buffer.from(key))
/** Bytes a question takes in an answer beyond its own: the option keys and its closing brace. */
const keysLength = optionKeys.reduce((sum, key) => sum + key.length, 1)

/**
 * The question bank, kept in this instance as JSON in UTF-8 (docs/decisions/0049): a start is
 * told only which questions to show in which option order, and its answer is put together from
 * here, instead of PostgreSQL reading forty questions and making JSON of them at every start,
 * and this process parsing that, checking it against the schema and writing it out again. As
 * bytes, not strings: the answer is copied together once, and leaves no garbage but itself.
 *
 * The bank is read whole when a start first needs it. Every statement that writes questions
 * moves the bank's version (a trigger), and a start says the version it read: a later one
 * than the copy's has the bank read again, so an edited question is shown as edited from the
 * first start after the edit, in every instance.
 */
export function createShownQuestions(query: DatabaseHandle['query']) {
  let copy: { version: number; questions: Map<number, HeldQuestion> } | undefined
  let reading: Promise<NonNullable<typeof copy>> | undefined

  async function readBank() {
    // The version is a bigint: a string from node-postgres, a bigint from PGlite.
    const rows = await query<BankRow>(questionBankStatement, [])
    // Without its one row the version would compare as NaN, and the copy never be replaced.
    if (rows.length === 0) throw new Error('the question bank has no version row (question_bank_version)')
    const questions = new Map<number, HeldQuestion>()
    for (const { version: _, ...row } of rows) {
      if (row.id === null) continue // an empty bank: one row, for the version
      const question = quizQuestionSchema.parse(row)
      questions.set(question.id, heldQuestion(question))
    }
    return { version: Number(rows[0]?.version), questions }
  }

  /**
   * The copy as of `version` or later; one read for every start that waits on it. A read begun
   * before the start read its version may be older: then the bank is read again.
   */
  async function bankAsOf(version: number) {
    while (!copy || copy.version < version) {
      reading ??= readBank().finally(() => {
        reading = undefined
      })
      const read = await reading
      if (!copy || read.version > copy.version) copy = read
    }
    return copy
  }

  return {
    /**
     * The questions `ids` as a JSON array in UTF-8, each with its options in its option order
     * (`play_questions.option_order`): the stored option shown at position p is the order's
     * p-th digit, as `shown_option` says in SQL.
     */
    async json(bankVersion: number, ids: number[], optionOrders: string[]): Promise<Buffer> {
      const { questions } = await bankAsOf(bankVersion)
      const held = ids.map((id) => {
        const question = questions.get(id)
        if (!question) throw new Error(`question ${id} is not in the bank`)
        return question
      })
      // Copied into one buffer of the answer's length.
      const out = Buffer.allocUnsafe(held.reduce((sum, q) => sum + q.bytes.length + keysLength + 1, 2))
      let at = 0
      held.forEach(({ bytes, ends }, i) => {
        at += out.write(i === 0 ? '[' : ',', at)
        at += bytes.copy(out, at, 0, ends[0])
        const order = optionOrders[i] as string
        optionKeys.forEach((key, position) => {
          at += key.copy(out, at)
          const option = order.charCodeAt(position) - 48 // '1' is 49: option n is part n
          at += bytes.copy(out, at, ends[option - 1], ends[option])
        })
        at += out.write('}', at)
      })
      at += out.write(held.length === 0 ? '[]' : ']', at)
      return out.subarray(0, at)
    },
  }
}

export type ShownQuestions = ReturnType<typeof createShownQuestions>
