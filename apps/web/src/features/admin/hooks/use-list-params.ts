import { useSearchParams } from 'react-router';

/** A back-office list's filters and page, kept in the URL; a new filter starts again at page 1. */
export function useListParams<Filter extends string>() {
  const [params, setParams] = useSearchParams();

  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };

  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return { params, setFilter, setPage };
}
