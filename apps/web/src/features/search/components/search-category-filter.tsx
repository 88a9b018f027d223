export type SearchCategoryOption = { slug: string; name: string };

export type SearchCategoryFilterProps = {
  /** The chosen category's slug; undefined searches every category. */
  value: string | undefined;
  /** The categories to choose from (the page loads them; features do not import each other). */
  categories: SearchCategoryOption[];
  /** Called with the chosen slug, or undefined for every category. */
  onChange: (category: string | undefined) => void;
};

/**
 * The search page's category filter (spec section 3: the search payload's optional category): "All categories"
 * or one category, sent as `category` with the keyword.
 */
export function SearchCategoryFilter({ value, categories, onChange }: SearchCategoryFilterProps) {
  // A slug from a shared link that is not (yet) among the options still shows as chosen.
  const known = value === undefined || categories.some((category) => category.slug === value);
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
      Category
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-green-700"
      >
        <option value="">All categories</option>
        {!known && <option value={value}>{value}</option>}
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}
