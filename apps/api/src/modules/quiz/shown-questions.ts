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

/** The six orders a play may show a question's options in (`play_questions.option_order`). */
const optionOrders = ['123', '132', '213', '231', '312', '321']

/**
 * A question as JSON in UTF-8, in each of the six option orders one after the other in one
 * buffer; the order at index k of `optionOrders` runs from `starts[k]` to `starts[k + 1]`.
 */
interface HeldQuestion {
  bytes: Buffer
  starts: number[]
}

/**
 * The question as players see it in each option order: the stored option shown at position p
 * is the order's p-th digit, as `shown_option` says in SQL.
 */
function heldQuestion({ id, question, option1, option2, option3 }: QuizQuestion): HeldQuestion {
  const stored = [option1, option2, option3]
  const shown = optionOrders.map((order) => {
    const [first, second, third] = [...order].map((digit) => stored[Number(digit) - 1])
    return JSON.stringify({ id, question, option1: first, option2: second, option3: third })
  })
  const starts = [0]
  for (const json of shown) starts.push((starts.at(-1) as number) + Buffer.byteLength(json))
  // One buffer made from one string: kept buffers are packed together in Node's shared slabs,
  // with no short-lived buffer between them to hold a slab's space.
  return { bytes: Buffer.from(shown.join('')), starts }
}

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
    const rows = await query<QuizQuestion & { version: string | bigint }>(questionBankStatement, [])
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
    /** The questions `ids` as a JSON array in UTF-8, each with its options in its option order. */
    async json(bankVersion: number, ids: number[], orders: string[]): Promise<Buffer> {
      const { questions } = await bankAsOf(bankVersion)
      const shown = ids.map((id, i) => {
        const held = questions.get(id)
        const order = optionOrders.indexOf(orders[i] as string)
        if (!held || order < 0) throw new Error(`question ${id} in order ${orders[i]} is not in the bank`)
        return {
          bytes: held.bytes,
          start: held.starts[order] as number,
          end: held.starts[order + 1] as number,
        }
      })
      // Copied into one buffer of the answer's length: no garbage but the answer itself.
      const out = Buffer.allocUnsafe(shown.reduce((sum, q) => sum + q.end - q.start + 1, 2))
      let at = 0
      shown.forEach(({ bytes, start, end }, i) => {
        at += out.write(i === 0 ? '[' : ',', at)
        at += bytes.copy(out, at, start, end)
      })
      at += out.write(shown.length === 0 ? '[]' : ']', at)
      return out.subarray(0, at)
    },
  }
}

export type ShownQuestions = ReturnType<typeof createShownQuestions>
