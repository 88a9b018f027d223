import { SelectField } from './select-field';

export type CategoryOption = { slug: string; name: string };

export type CategorySelectProps = {
  /** The chosen category's slug; undefined searches every category. */
  value: string | undefined;
  /** The categories to choose from (the caller loads them). */
  categories: CategoryOption[];
  /** Called with the chosen slug, or undefined for every category. */
  onChange: (category: string | undefined) => void;
};

/**
 * The "Category" filter of the products list and the search page (spec section 3: the search payload's optional
 * category): "All categories" or one category's slug.
 */
export function CategorySelect({ value, categories, onChange }: CategorySelectProps) {
  // A slug from a shared link that is not (yet) among the options still shows as chosen.
  const known = value === undefined || categories.some((category) => category.slug === value);
  return (
    <SelectField
      label="Category"
      // Its query parameter (`?category=`): a GET form around it works without JavaScript.
      name="category"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">All categories</option>
      {!known && <option value={value}>{value}</option>}
      {categories.map((category) => (
        <option key={category.slug} value={category.slug}>
          {category.name}
        </option>
      ))}
    </SelectField>
  );
}
