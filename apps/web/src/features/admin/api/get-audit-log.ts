import type { AuditEntity } from '@oko/shared/schemas/admin-audit';
import { adminQueryKeys } from './admin-query-keys';
import { usePagedQuery } from './back-office-query';

const auditAnswer = () => import('@oko/shared/schemas/admin-audit').then((m) => m.auditPageAnswerSchema);

export type AuditLogQuery = { entity?: AuditEntity; page?: number };

/** `GET /admin/audit` (owner): every back-office write, newest first. */
export const useAuditLog = (query: AuditLogQuery) =>
  usePagedQuery(adminQueryKeys.audit(query), '/admin/audit', auditAnswer, query);
