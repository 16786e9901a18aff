import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { FailingInbox } from 'api-contract/entities';
import { formatMoment } from '../format-moment';
import { LastFailure } from './last-failure';

/**
 * Other servers' inboxes that did not take what this one delivered (the fediverse), the latest
 * first: where (the address, never translated), how many deliveries failed since when, the latest
 * error in the words it was raised with, and whether this server gave up on it. Nothing is shown
 * while every delivery went through (and on a community that does not federate).
 */
export function FailingInboxes({ inboxes }: { inboxes: FailingInbox[] }) {
  if (inboxes.length === 0) return null;
  return (
    <>
      <h3 id="failing-inboxes-heading">{t`Servers that did not take deliveries`}</h3>
      <ul className="record-list" aria-labelledby="failing-inboxes-heading">
        {inboxes.map((inbox) => (
          <FailingInboxRow key={inbox.inbox} inbox={inbox} />
        ))}
      </ul>
    </>
  );
}

function FailingInboxRow({ inbox }: { inbox: FailingInbox }) {
  const since = formatMoment(inbox.firstFailedAt);
  const gaveUp = inbox.gaveUpAt ? formatMoment(inbox.gaveUpAt) : '';
  return (
    <li className="record-row">
      <div className="admin-row__body">
        <p>
          <code className="admin__code" translate="no">
            {inbox.inbox}
          </code>
        </p>
        <dl className="admin__counts">
          <div>
            <dt>{t({ message: 'Failed deliveries', context: 'federation' })}</dt>
            <dd>{inbox.failures}</dd>
          </div>
        </dl>
        <p>
          <Trans>
            Failing since <time dateTime={inbox.firstFailedAt}>{since}</time>.
          </Trans>{' '}
          {inbox.gaveUpAt ? (
            <Trans>
              Given up on <time dateTime={inbox.gaveUpAt}>{gaveUp}</time>.
            </Trans>
          ) : (
            t`Still trying.`
          )}
        </p>
        <LastFailure at={inbox.lastFailedAt} error={inbox.lastError} />
      </div>
    </li>
  );
}
