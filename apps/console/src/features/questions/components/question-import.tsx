import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { useSubmission } from '../../../lib/use-submission.ts'
import { questionsPath } from '../api/get-questions.ts'
import { exportHref, type ImportFormat, type ImportReport, importQuestions } from '../api/import-questions.ts'

type Problem = ImportReport['problems'][number]

const problemColumns: Column<Problem>[] = [
  {
    id: 'line',
    header: en.questionImport.line,
    cell: (p) => p.line,
    sortValue: (p) => p.line,
    numeric: true,
  },
  { id: 'message', header: en.questionImport.problem, cell: (p) => p.message },
]

/** The file's format, from its name; a question file is JSON or CSV and nothing else. */
function formatOf(fileName: string): ImportFormat | null {
  const extension = fileName.toLowerCase().split('.').pop()
  return extension === 'csv' || extension === 'json' ? extension : null
}

/** Import a question file, all rows or none, with the line-by-line report; export the bank. */
export function QuestionImport() {
  const { mutate } = useSWRConfig()
  const [file, setFile] = useState<File | null>(null)
  const { busy, error, submit, reset } = useSubmission()
  const [report, setReport] = useState<ImportReport | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setReport(null)
    if (!file) return reset(en.questionImport.chooseFirst)
    const format = formatOf(file.name)
    if (!format) return reset(en.questionImport.wrongType(file.name))
    const answer = await submit(async () => importQuestions(format, await file.text()))
    if (answer) setReport(answer)
    // The list and the categories' counts change with an import.
    if (answer && answer.imported > 0) await mutate((key) => Array.isArray(key) && key[0] === questionsPath)
  }

  return (
    <>
      <section aria-labelledby="import-heading" className="card card-wide">
        <h2 id="import-heading">{en.questionImport.importHeading}</h2>
        <p className="muted">{en.questionImport.importHint}</p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="question-file">{en.questionImport.file}</label>
            <input
              id="question-file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setReport(null)
                reset()
              }}
            />
          </div>
          <FormAlert message={error} />
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? en.questionImport.importing : en.questionImport.import}
            </button>
          </div>
        </form>
        <div role="status">
          {report && report.problems.length === 0 ? (
            <p>{en.questionImport.imported(report.imported)}</p>
          ) : null}
          {report && report.problems.length > 0 ? (
            <p>{en.questionImport.refused(report.problems.length)}</p>
          ) : null}
        </div>
        {report && report.problems.length > 0 ? (
          <DataTable
            caption={en.questionImport.problemsCaption}
            columns={problemColumns}
            rows={report.problems}
            rowKey={(p) => `${p.line}:${p.message}`}
            empty=""
          />
        ) : null}
      </section>
      <section aria-labelledby="export-heading" className="card card-wide">
        <h2 id="export-heading">{en.questionImport.exportHeading}</h2>
        <p className="muted">{en.questionImport.exportHint}</p>
        <p className="actions">
          <a className="button" href={exportHref('csv')} download>
            {en.questionImport.exportCsv}
          </a>
          <a className="button" href={exportHref('json')} download>
            {en.questionImport.exportJson}
          </a>
        </p>
      </section>
    </>
  )
}
