import { t } from '@lingui/core/macro';
import { useDocumentTitle } from 'shell/document-title';
import { StaffTools } from '../../staff-access';
import { InvitesSection } from '../components/invites-section';
import { JobsSection } from '../components/jobs-section';
import { ResetLinkSection } from '../components/reset-link-section';
import { RolesSection } from '../components/roles-section';
import { ServersSection } from '../components/servers-section';
import { SignupsSection } from '../components/signups-section';
import '../admin.css';

/**
 * The admin screen: who waits to join, invite codes, the staff's roles, whether the server sends
 * mail (and its background work), the other servers it knows and blocks, and password reset
 * links to hand over. The server refuses
 * these calls to anyone else; the screen does not make them at all for someone it would refuse
 * (`StaffTools`).
 */
export function AdminPage() {
  useDocumentTitle(t`Admin`);
  return (
    <section className="admin">
      <h1>{t`Admin`}</h1>
      <StaffTools atLeast="admin">
        <SignupsSection />
        <InvitesSection />
        <RolesSection />
        <JobsSection />
        <ServersSection />
        <ResetLinkSection />
      </StaffTools>
    </section>
  );
}
