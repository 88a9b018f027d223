import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PaginationBar } from './pagination-bar';

describe('PaginationBar', () => {
  it('shows "Results X - Y of N Entries" and a "Page n" option per page', () => {
    render(<PaginationBar page={2} perPage={12} total={30} onPageChange={() => undefined} />);

    expect(screen.getByText('Results 13 - 24 of 30 Entries')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Page' });
    expect(select).toHaveValue('2');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Page 1',
      'Page 2',
      'Page 3',
    ]);
  });

  it('lists the pages near this one, evenly spaced ones and the last of a long catalog, this one chosen', () => {
    render(<PaginationBar page={200} perPage={12} total={10_000} onPageChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Page' });
    expect(select).toHaveValue('200');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.length).toBeLessThan(35);
    expect(options).toEqual(
      expect.arrayContaining(['Page 1', 'Page 199', 'Page 200', 'Page 201', 'Page 834']),
    );
  });

  it('reports the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<PaginationBar page={1} perPage={12} total={30} onPageChange={onPageChange} />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'Page 3');
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('has no pages to choose when there are no entries', () => {
    render(<PaginationBar page={1} perPage={12} total={0} onPageChange={() => undefined} />);
    expect(screen.getByText('Results 0 - 0 of 0 Entries')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('is a GET form of the page and the other query parameters, for a shopper without JavaScript', () => {
    render(
      <PaginationBar
        page={1}
        perPage={12}
        total={30}
        onPageChange={() => undefined}
        searchParams={new URLSearchParams('keyword=yam&category=tubers&page=1')}
      />,
    );
    // The form has no name, so no role to find it by: it is the select's.
    // eslint-disable-next-line testing-library/no-node-access
    const form = screen.getByRole('combobox', { name: 'Page' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveFormValues({ keyword: 'yam', category: 'tubers', page: '1' });
    // One page field, the select's: the old page is not kept as a hidden one.
    expect(form?.elements.namedItem('page')).toBe(screen.getByRole('combobox', { name: 'Page' }));
  });

  it('has a "Go" button only for a browser without scripts (inside <noscript> in the served HTML)', () => {
    const html = renderToString(
      <PaginationBar page={1} perPage={12} total={30} onPageChange={() => undefined} />,
    );
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>Go<\/button><\/noscript>/);
    render(<PaginationBar page={1} perPage={12} total={30} onPageChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Go' })).not.toBeInTheDocument();
  });
});
