import { t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { hasRole } from 'api-contract/runtime-config';
import { useDocumentTitle } from 'shell/document-title';
import { selectCurrentUser } from 'shell/users';
import { ModerationTabs } from '../components/moderation-tabs';
import '../moderation.css';

/**
 * The moderation screen: the queue of what people reported, and the log of what moderators did.
 * The server refuses these calls to members; the screen does not make them for someone whose
 * record says they are a member (a role taken away shows at once: the shell's users follow it).
 */
export function ModerationPage() {
  useDocumentTitle(t`Moderation`);
  const role = useSelector(selectCurrentUser)?.role;
  const isStaff = role !== undefined && hasRole(role, 'moderator');
  return (
    <section className="moderation">
      <h1>{t`Moderation`}</h1>
      {isStaff ? <ModerationTabs /> : <p>{t`Only moderators and admins can see this page.`}</p>}
    </section>
  );
}
