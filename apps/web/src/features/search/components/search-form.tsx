import { Search } from 'lucide-react';
import { focusRing } from '@/components/ui/focus-ring';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAX_LENGTH } from '@oko/shared/constants';
import { paths } from '@/config/paths';
import { loadSearchSchema, useSearchProducts } from '../api/search-products';

export type SearchFormProps = {
  placeholder: string;
  /** The search landmark's name, where a page has a second search box besides the header's. */
  label?: string;
  /** Called after a search succeeded and the search page opened, e.g. to close the overlay. */
  onSearched?: () => void;
};

/**
 * The header's search (spec sections 5 and 7) on every page. A plain `GET /search?keyword=` form, so it works
 * before (or without) the scripts; with them, a trimmed keyword of at least 3 characters goes to
 * POST /products/search, the search queries are invalidated and the search page opens with `?keyword=` and the
 * answer as navigation state `searches`. Checked with the shared schema, without a form library: this form is
 * in every page's first load, so the schema (and zod) loads when the shopper first focuses the field, and is
 * there by the time they submit (decision 019).
 */
export function SearchForm({ placeholder, label, onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  const search = useSearchProducts({
    onSuccess: (searches, keyword) => {
      navigate(paths.search.getHref(keyword), { state: { searches } });
      onSearched?.();
    },
  });

  const check = async (keyword: string) => (await loadSearchSchema()).safeParse({ keyword });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('keyword') as HTMLInputElement;
    check(input.value).then(
      (checked) => {
        setInvalid(!checked.success);
        // As a form library would: the field with the mistake takes the focus (its message is empty, spec
        // section 5).
        if (!checked.success) input.focus();
        else search.mutate({ keyword: checked.data.keyword });
      },
      // The check could not load (the connection dropped, or a new release replaced its chunk): the plain
      // form searches through the server instead.
      () => form.submit(),
    );
  };

  return (
    <form
      role="search"
      aria-label={label}
      action={paths.search.getHref()}
      method="get"
      noValidate
      aria-busy={search.isPending}
      onSubmit={submit}
      className="relative"
    >
      <input
        type="search"
        name="keyword"
        aria-label="Search products"
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        // Loads the check while the shopper types; a failure to load shows at submit.
        onFocus={() => void loadSearchSchema().catch(() => undefined)}
        // After a refused search, the mark goes as soon as the keyword is long enough.
        onChange={(event) => {
          if (!invalid) return;
          void check(event.currentTarget.value).then((checked) => setInvalid(!checked.success));
        }}
        // The API's maximum: typing stops there, so no one meets its message.
        maxLength={MAX_LENGTH.searchKeyword}
        className="w-full rounded-full border border-stone-300 bg-stone-50 py-2 pr-10 pl-4 text-sm text-stone-900 placeholder:text-stone-500 focus:border-green-700 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-green-700/30 aria-invalid:border-red-500"
      />
      <button
        type="submit"
        aria-label="Submit search"
        disabled={search.isPending}
        className={`absolute inset-y-0 right-0 flex items-center rounded-r-full px-3 text-stone-600 hover:text-green-800 ${focusRing}`}
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      {search.isError && (
        <p role="alert" className="absolute top-full mt-1 text-xs text-red-700">
          Search is not available right now. Please try again.
        </p>
      )}
    </form>
  );
}
