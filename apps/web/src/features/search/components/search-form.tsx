import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { searchSchema } from '@oko/shared/schemas/search';
import { paths } from '@/config/paths';

export type SearchFormProps = {
  placeholder: string;
  /** Called after a valid search was submitted, e.g. to close the overlay. */
  onSearched?: () => void;
};

/**
 * The header's search: a trimmed keyword of at least 3 characters (spec section 5) opens the search page
 * with `?keyword=`.
 */
export function SearchForm({ placeholder, onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(searchSchema),
    defaultValues: { keyword: '' },
  });

  return (
    <form
      role="search"
      noValidate
      onSubmit={handleSubmit(({ keyword }) => {
        navigate(paths.search.getHref(keyword));
        onSearched?.();
      })}
      className="relative"
    >
      <input
        type="search"
        aria-label="Search products"
        placeholder={placeholder}
        aria-invalid={formState.errors.keyword ? true : undefined}
        {...register('keyword')}
        className="w-full rounded-full border border-stone-300 bg-stone-50 py-2 pr-10 pl-4 text-sm text-stone-900 placeholder:text-stone-500 focus:border-green-700 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-green-700/30 aria-invalid:border-red-500"
      />
      <button
        type="submit"
        aria-label="Submit search"
        className="absolute inset-y-0 right-0 flex items-center rounded-r-full px-3 text-stone-600 hover:text-green-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
