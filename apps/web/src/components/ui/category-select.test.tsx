import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelect } from './category-select';

const categories = [
  { slug: 'fruits', name: 'Fruits' },
  { slug: 'tubers', name: 'Tubers and Roots' },
];

describe('CategorySelect', () => {
  it('offers every category, then one, and answers the chosen slug', async () => {
    const onChange = vi.fn();
    render(<CategorySelect value={undefined} categories={categories} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All categories',
      'Fruits',
      'Tubers and Roots',
    ]);
    await userEvent.selectOptions(select, 'Tubers and Roots');
    expect(onChange).toHaveBeenLastCalledWith('tubers');
  });

  it('answers undefined for all categories, and shows a slug it does not know as chosen', async () => {
    const onChange = vi.fn();
    render(<CategorySelect value="moon-rocks" categories={categories} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('moon-rocks');
    await userEvent.selectOptions(select, 'All categories');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
