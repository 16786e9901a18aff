import { t } from '@lingui/core/macro';
import { useDocumentTitle } from 'shell/document-title';
import { StaffTools } from '../../staff-access';
import { ModerationTabs } from '../components/moderation-tabs';
import '../moderation.css';

/**
 * The moderation screen: the queue of what people reported, and the log of what moderators did.
 * The server refuses these calls to members; the screen does not make them for someone it would
 * refuse (`StaffTools`).
 */
export function ModerationPage() {
  useDocumentTitle(t`Moderation`);
  return (
    <section className="moderation">
      <h1>{t`Moderation`}</h1>
      <StaffTools atLeast="moderator">
        <ModerationTabs />
      </StaffTools>
    </section>
  );
}
