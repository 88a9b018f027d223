import { ContentLayout } from '@/components/layout/content-layout';
import { AcceptInvitation } from '@/features/auth/components/accept-invitation';

/** A staff invitation's link (issue 23): open to a guest, outside the back office's guard. */
export default function AdminInvitationRoute() {
  return (
    <ContentLayout title="Join the back office">
      <AcceptInvitation />
    </ContentLayout>
  );
}
