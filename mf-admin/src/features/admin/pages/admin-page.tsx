import { t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { selectCurrentUser } from 'shell/users';
import { InvitesSection } from '../components/invites-section';
import { JobsSection } from '../components/jobs-section';
import { ResetLinkSection } from '../components/reset-link-section';
import { RolesSection } from '../components/roles-section';
import { SignupsSection } from '../components/signups-section';
import '../admin.css';

/**
 * The admin screen: who waits to join, invite codes, the staff's roles, whether the server sends
 * mail (and its background work), and password reset links to hand over. The server refuses
 * these calls to anyone else; the screen does not make them at all for someone whose record says
 * they are not an admin (a role taken away shows at once: the shell's users follow `user.role`).
 */
export function AdminPage() {
  useDocumentTitle(t`Admin`);
  const isAdmin = useSelector(selectCurrentUser)?.role === 'admin';
  return (
    <section className="admin">
      <h1>{t`Admin`}</h1>
      {isAdmin ? (
        <>
          <SignupsSection />
          <InvitesSection />
          <RolesSection />
          <JobsSection />
          <ResetLinkSection />
        </>
      ) : (
        <p>{t`Only admins can see this page.`}</p>
      )}
    </section>
  );
}
