import { useEffect, useRef, useState } from 'react';
import {
  type CreateSearchTermInput,
  SEARCH_TERM_LANGUAGES,
  SEARCH_TERM_LANGUAGE_LABELS,
  type SearchTerm,
  createSearchTermSchema,
} from '@oko/shared/schemas/admin-search-terms';
import { ContentLayout } from '@/components/layout/content-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useAdminProducts } from '../api/get-admin-products';
import { useCategoryOptions } from '../api/get-category-options';
import { useRemoveSearchTerm, useSaveSearchTerm, useSearchMisses, useSearchTerms } from '../api/search-terms';
import { useSaveOrAddForm } from '../hooks/use-save-or-add-form';
import { AdminForm } from './admin-form';
import { Card, NamedOptions, QueryResult, RemoveEntry } from './admin-ui';

const KIND_LABELS = {
  same: 'Same thing (ugwu = ugu)',
  broader: 'Broader word (pepper finds tatashe)',
} as const;

/**
 * `/admin/search-names`: the names shoppers search by (issue 42, decision 038). What was searched for and not
 * found comes first, each with "Add as a name for…", which starts the add form with it; then the add form, then
 * the names, filtered by what the owner types, each opening its own form to edit or remove it.
 */
export function SearchNamesPage() {
  const [draft, setDraft] = useState<{ term: string; key: number } | null>(null);
  return (
    <ContentLayout title="Search names">
      <p className="text-sm text-stone-600">
        Shoppers search in their own words: ugwu, efo, tatase, kpomo. A name here finds its product (or every
        product of its category) in the shop’s search, written with or without its accents.
      </p>
      <SearchMisses onAdd={(term) => setDraft({ term, key: Date.now() })} />
      <Card title="Add a name">
        <TermForm key={draft?.key ?? 0} initialTerm={draft?.term ?? ''} autoFocusTarget={draft !== null} />
      </Card>
      <TermList />
    </ContentLayout>
  );
}

function SearchMisses({ onAdd }: { onAdd: (term: string) => void }) {
  const misses = useSearchMisses();
  return (
    <Card title="Searched and not found in the last 30 days">
      <QueryResult query={misses}>
        {(found) =>
          found.length === 0 ? (
            <p className="text-sm text-stone-600">Every search of the last 30 days found something.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {found.map((miss) => (
                <li key={miss.keyword} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-stone-900">{miss.keyword}</span>{' '}
                    <span className="text-sm text-stone-600">
                      {miss.searches === 1 ? '1 search' : `${miss.searches} searches`}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Add “${miss.keyword}” as a name for…`}
                    onClick={() => onAdd(miss.keyword)}
                  >
                    Add as a name for…
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
    </Card>
  );
}

function TermList() {
  const terms = useSearchTerms();
  return <QueryResult query={terms}>{(all) => <Names terms={all} />}</QueryResult>;
}

function Names({ terms }: { terms: SearchTerm[] }) {
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const wanted = filter.trim().toLowerCase();
  const shown = wanted
    ? terms.filter((term) =>
        [term.term, term.product?.name ?? '', term.category?.name ?? ''].some((text) =>
          text.toLowerCase().includes(wanted),
        ),
      )
    : terms;
  return (
    <Card title={`Names (${terms.length})`}>
      <FormField
        label="Find a name or a product"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="mt-3 divide-y divide-stone-100">
        {shown.map((term) => (
          <li key={term.id} className="py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words text-sm">
                <span className="font-medium text-stone-900">{term.term}</span>{' '}
                <span className="text-stone-600">
                  ({SEARCH_TERM_LANGUAGE_LABELS[term.language]}) {term.kind === 'same' ? '=' : '⊃'}{' '}
                  {term.product?.name ?? `every product of ${term.category?.name ?? ''}`}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={editing === term.id}
                aria-label={`Edit ${term.term}`}
                onClick={() => setEditing(editing === term.id ? null : term.id)}
              >
                {editing === term.id ? 'Close' : 'Edit'}
              </Button>
            </div>
            {editing === term.id && (
              <div className="mt-3">
                <TermForm term={term} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TermForm({
  term,
  initialTerm = '',
  autoFocusTarget = false,
}: {
  term?: SearchTerm;
  initialTerm?: string;
  autoFocusTarget?: boolean;
}) {
  const save = useSaveSearchTerm(term?.id ?? null);
  // Offered only with a saved name.
  const remove = useRemoveSearchTerm(term?.id ?? 0);
  const [target, setTarget] = useState<'product' | 'category'>(term?.category ? 'category' : 'product');
  const [productSearch, setProductSearch] = useState(autoFocusTarget ? initialTerm : '');
  const findProduct = useRef<HTMLInputElement>(null);
  // "Add as a name for…": the owner's next step is the product the keyword is a name for.
  useEffect(() => {
    if (autoFocusTarget) findProduct.current?.focus();
  }, [autoFocusTarget]);
  const categories = useCategoryOptions();
  const products = useAdminProducts({ q: productSearch.trim() || undefined });
  const blank: CreateSearchTermInput = {
    term: initialTerm,
    language: 'yoruba',
    kind: 'same',
    product_id: null,
    category_id: null,
    source_url: '',
  };
  const form = useSaveOrAddForm({
    schema: createSearchTermSchema,
    current: term && {
      term: term.term,
      language: term.language,
      kind: term.kind,
      product_id: term.product?.id ?? null,
      category_id: term.category?.id ?? null,
      source_url: term.source_url,
    },
    blank,
    send: save.mutateAsync,
    notices: ['Name saved', 'Name added'],
  });
  const orNull = { setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)) };
  const productOptions = [
    ...(term?.product ? [term.product] : []),
    ...(products.data?.data ?? []).filter((product) => product.id !== term?.product?.id),
  ];
  const chooseTarget = (next: 'product' | 'category') => {
    setTarget(next);
    form.setValue(next === 'product' ? 'category_id' : 'product_id', null);
  };

  return (
    <AdminForm form={form} label={term ? `Edit ${term.term}` : 'New name'}>
      <FormField label="Name" placeholder="ugwu" {...form.field('term')} />
      <SelectField label="Language" {...form.field('language')}>
        {SEARCH_TERM_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {SEARCH_TERM_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Kind" {...form.field('kind')}>
        {(['same', 'broader'] as const).map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-wrap items-center gap-4 text-sm text-stone-800">
        <legend className="mb-1 font-medium">It finds</legend>
        {(['product', 'category'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              className="size-4 accent-green-700"
              checked={target === option}
              onChange={() => chooseTarget(option)}
            />
            {option === 'product' ? 'A product' : 'Every product of a category'}
          </label>
        ))}
      </fieldset>
      {target === 'product' ? (
        <>
          <FormField
            label="Find the product"
            type="search"
            ref={findProduct}
            value={productSearch}
            onChange={(event) => setProductSearch(event.target.value)}
          />
          <SelectField label="Product" {...form.field('product_id', orNull)}>
            <NamedOptions none="Choose a product" entries={productOptions} />
          </SelectField>
        </>
      ) : (
        <SelectField label="Category" {...form.field('category_id', orNull)}>
          <NamedOptions none="Choose a category" entries={categories.data ?? []} />
        </SelectField>
      )}
      <div className="sm:col-span-2">
        <FormField
          label="Source"
          type="url"
          placeholder="https://… where the name was checked"
          {...form.field('source_url')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {term && (
          <RemoveEntry
            name={term.term}
            warning="Search stops finding its product by it."
            removed="Name removed"
            remove={remove}
          />
        )}
        <Button type="submit" disabled={form.formState.isSubmitting} variant="secondary" size="sm">
          {term ? 'Save' : 'Add name'}
        </Button>
      </div>
    </AdminForm>
  );
}
