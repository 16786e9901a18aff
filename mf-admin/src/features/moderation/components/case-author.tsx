import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ReportCase } from 'api-contract/entities';
import { roleNames, suspendedWords, suspensionHolds } from '../store/moderation-words';

/** Who posted what was reported (or who was reported): name, role, and a suspension while it holds, a moderator's here or their own server's. */
export function CaseAuthor({ author, now }: { author: ReportCase['author']; now: number }) {
  const { suspendedUntil } = author;
  const suspended = suspendedUntil !== null && suspensionHolds(suspendedUntil, now);
  return (
    <p className="moderation-case__author">
      <strong dir="auto">@{author.username}</strong> <span className="moderation__badge">{i18n._(roleNames[author.role])}</span>
      {suspended && <span className="moderation__suspended">{suspendedWords(suspendedUntil)}</span>}
      {author.suspendedByTheirServer && <span className="moderation__suspended">{t`Suspended by their server`}</span>}
    </p>
  );
}
