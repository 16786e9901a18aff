import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { KnownServer } from 'api-contract/entities';
import { domainBlockSeverities } from 'api-contract/schemas';
import {
  blockServer,
  fetchServers,
  importServerBlocks,
  selectServer,
  selectServerBlocking,
  selectServerDomains,
  selectServerImported,
  selectServerImporting,
  selectServersReading,
  unblockServer,
} from '../store/servers-slice';

type Severity = (typeof domainBlockSeverities)[number];

/** What a block's severity does, in a word for the select and the list. */
const severityName = (severity: Severity) => (severity === 'suspend' ? t`Suspend` : t`Limit`);

/**
 * "Other servers": the servers the community knows (their people here, their follows with
 * members, their block), a form that blocks one (suspend: nothing of it arrives, its people here
 * go; limit: its posts show only to its followers here), and the import of a list of blocks as
 * Mastodon exports it.
 */
export function ServersSection() {
  const dispatch = useDispatch();
  const domains = useSelector(selectServerDomains);
  const { error } = useSelector(selectServersReading);
  useEffect(() => {
    dispatch(fetchServers.request());
  }, [dispatch]);
  return (
    <section className="admin__section" aria-labelledby="servers-heading">
      <h2 id="servers-heading">{t`Other servers`}</h2>
      <BlockForm />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {domains.length === 0 ? (
        <p className="muted">{t`No other server is known yet.`}</p>
      ) : (
        <ul className="record-list" aria-label={t`Known servers`}>
          {domains.map((domain) => (
            <ServerRow key={domain} domain={domain} />
          ))}
        </ul>
      )}
      <ImportForm />
    </section>
  );
}

function ServerRow({ domain }: { domain: string }) {
  const dispatch = useDispatch();
  const server = useSelector(selectServer(domain));
  if (!server) return null;
  // A block of a domain holds for the servers under it: it is lifted where it was made, on its domain's row.
  const blockedDomain = server.block && server.block.domain !== server.domain ? server.block.domain : null;
  return (
    <li className="record-row">
      <div className="admin-row__body">
        <p>
          <code className="admin__code" translate="no">
            {server.domain}
          </code>{' '}
          {server.block && <span className="admin__badge">{severityName(server.block.severity)}</span>}
        </p>
        <ServerCounts server={server} />
        {blockedDomain && <p>{t`Under the block of ${blockedDomain}`}</p>}
        {server.block?.reason && <p dir="auto">{server.block.reason}</p>}
      </div>
      {server.block && !blockedDomain && (
        <button type="button" className="button" onClick={() => dispatch(unblockServer.request(server.domain))}>
          {t`Lift the block`}
          <span className="visually-hidden"> {server.domain}</span>
        </button>
      )}
    </li>
  );
}

function ServerCounts({ server }: { server: KnownServer }) {
  return (
    <p className="muted">
      {plural(server.people, { one: '# person known here', other: '# people known here' })}
      {' · '}
      {plural(server.followedByMembers, { one: 'followed # time by members', other: 'followed # times by members' })}
      {' · '}
      {plural(server.followingMembers, { one: 'following members # time', other: 'following members # times' })}
    </p>
  );
}

/** Blocks a server, or changes its block: its name, what the block does, and the reason the admins keep. */
function BlockForm() {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectServerBlocking);
  const [domain, setDomain] = useState('');
  const [severity, setSeverity] = useState<Severity>('suspend');
  const [reason, setReason] = useState('');
  const ids = { domain: useId(), severity: useId(), reason: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) dispatch(blockServer.request({ domain, severity, rejectMedia: false, reason }));
  };
  return (
    <form className="admin__form" onSubmit={submit} aria-label={t`Block a server`}>
      <div className="admin__fields">
        <div className="field">
          <label htmlFor={ids.domain}>{t`Server`}</label>
          <input
            id={ids.domain}
            className="input"
            value={domain}
            required
            placeholder={t({
              message: 'social.example',
              comment: 'An example of the name of a server: a name that ends in .example, which no real server has',
            })}
            autoComplete="off"
            onChange={(event) => setDomain(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.severity}>{t`What the block does`}</label>
          <select id={ids.severity} className="input" value={severity} onChange={(event) => setSeverity(event.target.value as Severity)}>
            {domainBlockSeverities.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'suspend'
                  ? t`Suspend: nothing of it arrives, its people here go`
                  : t`Limit: its posts show only to its followers here`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.reason}>{t`Reason (for the admins)`}</label>
          <textarea id={ids.reason} className="input" value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t`Blocking…` : t`Block the server`}
      </button>
    </form>
  );
}

/** Imports a list of blocked servers as Mastodon exports it (CSV), and says what it came to. */
function ImportForm() {
  const dispatch = useDispatch();
  const status = useSelector(selectServerImporting);
  const result = useSelector(selectServerImported);
  const [csv, setCsv] = useState('');
  const csvId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status.pending) dispatch(importServerBlocks.request(csv));
  };
  return (
    <form className="admin__form" onSubmit={submit} aria-label={t`Import blocked servers`}>
      <div className="field">
        <label htmlFor={csvId}>{t`Blocked servers, as a CSV file Mastodon exports`}</label>
        <textarea id={csvId} className="input" rows={4} value={csv} required onChange={(event) => setCsv(event.target.value)} />
      </div>
      {status.error && (
        <p className="form-error" role="alert">
          {status.error}
        </p>
      )}
      <button type="submit" className="button" disabled={status.pending}>
        {status.pending ? t`Importing…` : t`Import`}
      </button>
      {result && (
        <div role="status">
          <p>{plural(result.blocked, { one: 'Blocked # server.', other: 'Blocked # servers.' })}</p>
          {result.refused.length > 0 && (
            <ul>
              {result.refused.map(({ line, problem }) => (
                <li key={line}>
                  {t`Line ${line}:`} <span dir="auto">{problem}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
