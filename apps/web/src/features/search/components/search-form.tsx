import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MAX_LENGTH } from '@oko/shared/constants';
import { searchSchema } from '@oko/shared/schemas/search';
import { paths } from '@/config/paths';
import { useSearchProducts } from '../api/search-products';

export type SearchFormProps = {
  placeholder: string;
  /** Called after a search succeeded and the search page opened, e.g. to close the overlay. */
  onSearched?: () => void;
};

/**
 * The header's search (spec sections 5 and 7): a trimmed keyword of at least 3 characters goes to
 * POST /products/search; on success the search queries are invalidated and the search page opens with
 * `?keyword=` and the answer as navigation state `searches`.
 */
export function SearchForm({ placeholder, onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(searchSchema),
    defaultValues: { keyword: '' },
  });
  const search = useSearchProducts({
    onSuccess: (searches, keyword) => {
      navigate(paths.search.getHref(keyword), { state: { searches } });
      onSearched?.();
    },
  });

  return (
    <form
      role="search"
      noValidate
      aria-busy={search.isPending}
      onSubmit={handleSubmit(({ keyword }) => search.mutate({ keyword }))}
      className="relative"
    >
      <input
        type="search"
        aria-label="Search products"
        placeholder={placeholder}
        aria-invalid={formState.errors.keyword ? true : undefined}
        // The API's maximum: typing stops there, so no one meets its message.
        maxLength={MAX_LENGTH.searchKeyword}
        {...register('keyword')}
        className="w-full rounded-full border border-stone-300 bg-stone-50 py-2 pr-10 pl-4 text-sm text-stone-900 placeholder:text-stone-500 focus:border-green-700 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-green-700/30 aria-invalid:border-red-500"
      />
      <button
        type="submit"
        aria-label="Submit search"
        disabled={search.isPending}
        className="absolute inset-y-0 right-0 flex items-center rounded-r-full px-3 text-stone-600 hover:text-green-800"
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
