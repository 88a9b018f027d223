import { Link } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry } from '@oko/shared/schemas/admin-audit';
import { useAuditLog, type AuditLogQuery } from '../api/get-audit-log';
import { useCategoryOptions } from '../api/get-category-options';
import { useListParams } from '../hooks/use-list-params';
import { type AuditNames, auditActionLabel, auditChanges, auditSubject } from '../utils/labels';
import { FilterSelect, PagedResult } from './admin-ui';
import { linkClass } from './styles';

const isAuditEntity = (value: string | null): value is AuditEntity =>
  value !== null && Object.hasOwn(AUDIT_ENTITIES, value);

function readQuery(params: URLSearchParams): AuditLogQuery {
  const query: AuditLogQuery = {};
  const entity = params.get('entity');
  if (isAuditEntity(entity)) query.entity = entity;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** `/admin/audit` (owner): every back-office write, newest first: who changed what, when, from what to what. */
export function AuditLogPage() {
  const { params, setFilter, setPage } = useListParams<'entity'>();
  const query = readQuery(params);
  const audit = useAuditLog(query);
  // A product's category is recorded by id: shown by its name once the categories came.
  const categories = useCategoryOptions();
  const names: AuditNames = {
    categories: new Map(categories.data?.map((category) => [category.id, category.name])),
  };

  return (
    <ContentLayout title="Changes">
      <div className="rounded-lg border border-stone-200 bg-white p-4">
        <FilterSelect
          label="Show"
          value={query.entity}
          all="Every change"
          options={Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }))}
          onChange={(value) => setFilter('entity', value)}
          className="sm:max-w-xs"
        />
      </div>
      <PagedResult
        query={audit}
        onPageChange={setPage}
        entry={(entry) => <AuditEntryItem entry={entry} names={names} />}
      />
    </ContentLayout>
  );
}

/** The back-office page of the row an entry is about, where there is one. */
function subjectHref(entry: AuditEntry): string | null {
  if (entry.entity_id === null) return null;
  if (entry.entity === 'order') return paths.admin.order.getHref(entry.entity_id);
  if (entry.entity === 'product') return paths.admin.product.getHref(entry.entity_id);
  return null;
}

function AuditEntryItem({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const subject = auditSubject(entry);
  const href = subjectHref(entry);
  const changes = auditChanges(entry, names);
  const title = auditActionLabel(entry.action);
  return (
    <li
      aria-label={subject ? `${title}: ${subject}` : title}
      className="rounded-lg border border-stone-200 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-stone-900">
          {title}
          {subject && (
            <>
              {' · '}
              {href ? (
                <Link to={href} className={linkClass}>
                  {subject}
                </Link>
              ) : (
                <span className="font-normal">{subject}</span>
              )}
            </>
          )}
        </p>
        <p className="text-stone-600">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </p>
      </div>
      <p className="mt-0.5 text-stone-600">
        {entry.by ? `${entry.by.name} (${entry.by.email})` : 'The shop’s server (a command)'}
      </p>
      {changes.length > 0 && (
        <dl className="mt-3 flex flex-col gap-1.5 border-t border-stone-100 pt-3">
          {changes.map((change) => (
            <div key={change.field} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-stone-600">{change.field}</dt>
              <dd className="break-words text-stone-900">
                {change.before !== null && (
                  <>
                    <span className="text-stone-500 line-through">{change.before}</span>
                    {' → '}
                  </>
                )}
                {change.after ?? '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
