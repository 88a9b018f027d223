// The audit log as the owner reads it, paged (one kind of entity, if asked).
import type { AuditEntry, AuditQuery } from '@oko/shared/schemas/admin-audit';
import type { Page } from '@oko/shared/schemas/api';
import type { Database } from '../db/client';
import { pageMeta, pageOffset } from '../paging';
import { countAuditEntries, latestAuditEntries } from './queries';

export async function auditPage(db: Database, query: AuditQuery): Promise<Page<AuditEntry>> {
  const entries = await latestAuditEntries(db, query.per_page, pageOffset(query), query.entity);
  return { data: entries, meta: pageMeta(await countAuditEntries(db, query.entity), query) };
}
