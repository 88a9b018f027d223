import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { AuditEntity, AuditEntry } from '@oko/shared/schemas/admin-audit';
import { backOfficeQuery } from './back-office-query';

const auditAnswer = () => import('@oko/shared/schemas/admin-audit').then((m) => m.auditPageAnswerSchema);

export type AuditLogQuery = { entity?: AuditEntity; page?: number };

/** `GET /admin/audit` (owner): every back-office write, newest first. */
export async function getAuditLog(query: AuditLogQuery): Promise<Page<AuditEntry>> {
  return await api.get('/admin/audit', auditAnswer, { params: query });
}

export const getAuditLogQueryOptions = (query: AuditLogQuery) =>
  backOfficeQuery(adminQueryKeys.audit(query), () => getAuditLog(query));

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({ ...getAuditLogQueryOptions(query), placeholderData: keepPreviousData });
