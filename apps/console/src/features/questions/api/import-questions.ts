import type {
  questionImportBodySchema,
  questionImportResponseSchema,
} from '@khelahobe/contracts/question-bank'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input, Output } from '../../../lib/schema-types.ts'

export type ImportFormat = Input<typeof questionImportBodySchema>['format']
export type ImportReport = Output<typeof questionImportResponseSchema>['data']

/** Sends a question file's text; the server imports every row or, if any is wrong, none. */
export async function importQuestions(format: ImportFormat, text: string): Promise<ImportReport> {
  const { data } = await apiFetch<Output<typeof questionImportResponseSchema>>(
    '/api/console/questions/import',
    {
      method: 'POST',
      body: { format, text },
    },
  )
  return data
}

/** The address that downloads the whole bank in `format`; the browser sends the session cookie. */
export const exportHref = (format: ImportFormat) => `/api/console/questions/export?format=${format}`
