import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { AuditLogPage } from '@/features/admin/components/audit-log-page';

export default function AdminAuditRoute() {
  return (
    <OwnerOnly title="Changes">
      <AuditLogPage />
    </OwnerOnly>
  );
}
