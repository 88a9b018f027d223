import { z } from 'zod';
import { pageEnvelope, pageQuerySchema } from './api';

// The back office's audit log (issue 13, decision 017): every write, who made it and the row before and after.

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * What an audit entry is about (`AuditEntry.entity`), in the owner's words: the audit log's filter offers these,
 * and `GET /admin/audit?entity=` accepts them.
 */
export const AUDIT_ENTITIES = {
  order: 'Orders',
  product: 'Products',
  product_unit: 'Sale units and stock',
  category: 'Categories',
  search_term: 'Search names',
  delivery_channel: 'Delivery channels',
  discount_code: 'Discount codes',
  pickup_point: 'Pick-up points',
  page: 'Pages',
  settings: 'Settings',
  user: 'Accounts and staff',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
const AUDIT_ENTITY_VALUES = Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]];

/** `GET /admin/audit`: newest first, paged, optionally one kind of entity. */
export const auditQuerySchema = z.object({
  ...pageQuerySchema.shape,
  entity: z
    .enum(AUDIT_ENTITY_VALUES, { error: `entity must be one of ${AUDIT_ENTITY_VALUES.join(', ')}` })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageAnswerSchema = pageEnvelope(auditEntrySchema);
