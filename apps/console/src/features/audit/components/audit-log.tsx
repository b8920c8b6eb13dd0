import type { AuditEntry } from '@khelahobe/contracts/console'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { useAuditLog } from '../api/get-audit-page.ts'
import { actorLabel, changeSummary, compactJson, formatWhen } from '../audit-format.ts'

/** Who did what to which record, newest first, a page at a time. */
export function AuditLog({ operatorId }: { operatorId: number }) {
  const { entries, loaded, hasOlder, loadingMore, error, loadOlder } = useAuditLog(operatorId)

  return (
    <>
      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {!loaded && error === undefined ? <p role="status">{en.loading}</p> : null}
      {loaded && entries.length === 0 ? <p>{en.audit.empty}</p> : null}
      {entries.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{en.audit.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{en.audit.when}</th>
              <th scope="col">{en.audit.who}</th>
              <th scope="col">{en.audit.action}</th>
              <th scope="col">{en.audit.subject}</th>
              <th scope="col">{en.audit.change}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      ) : null}
      {loaded ? (
        <div className="table-footer">
          <p role="status">{entries.length > 0 ? en.audit.shown(entries.length) : ''}</p>
          {hasOlder ? (
            <button type="button" className="button" onClick={() => loadOlder()} disabled={loadingMore}>
              {loadingMore ? en.audit.loadingOlder : en.audit.older}
            </button>
          ) : entries.length > 0 ? (
            <p className="muted">{en.audit.noOlder}</p>
          ) : null}
        </div>
      ) : null}
    </>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const summary = changeSummary(entry.before, entry.after)
  return (
    <tr>
      <td className="nowrap">
        <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
      </td>
      <td>{actorLabel(entry.actor, entry.action)}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        <code>{entry.subject}</code>
      </td>
      <td className="change-cell">
        {summary === null ? (
          <>
            <span aria-hidden="true">{en.audit.noChange}</span>
            <span className="visually-hidden">{en.audit.noValues}</span>
          </>
        ) : (
          <details>
            <summary>{summary}</summary>
            <p className="change">
              <span className="visually-hidden">{en.audit.before}: </span>
              <code>{compactJson(entry.before)}</code>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden">, {en.audit.after}: </span>
              <code>{compactJson(entry.after)}</code>
            </p>
          </details>
        )}
      </td>
    </tr>
  )
}
