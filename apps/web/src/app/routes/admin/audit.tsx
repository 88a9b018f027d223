import { AuditLogPage } from '@/features/admin/components/audit-log-page';

export default function AdminAuditRoute() {
  return <AuditLogPage />;
}
