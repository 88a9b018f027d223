import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageEnvelope, type Page } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { auditEntrySchema, type AuditEntity, type AuditEntry } from '@oko/shared/schemas/admin';

const auditResponse = pageEnvelope(auditEntrySchema);

export type AuditLogQuery = { entity?: AuditEntity; page?: number };

/** `GET /admin/audit` (owner): every back-office write, newest first. */
export async function getAuditLog(query: AuditLogQuery): Promise<Page<AuditEntry>> {
  return await api.get('/admin/audit', auditResponse, { params: query });
}

export const getAuditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.audit(query),
    queryFn: () => getAuditLog(query),
    meta: { personal: true },
  });

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({ ...getAuditLogQueryOptions(query), placeholderData: keepPreviousData });
