import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DataTable } from './data-table';

type Row = { id: number; name: string; fee: string };

const columns = [
  { title: 'Name', field: 'name' as const },
  { title: 'Fee', field: 'fee' as const, Cell: ({ entry }: { entry: Row }) => <strong>₦{entry.fee}</strong> },
];

describe('DataTable', () => {
  it('shows "No Entries Found" without rows', () => {
    renderWithProviders(<DataTable<Row> data={[]} columns={columns} />);
    expect(screen.getByText('No Entries Found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a column per title and a row per entry, with custom cells', () => {
    renderWithProviders(
      <DataTable<Row>
        data={[
          { id: 1, name: 'Express', fee: '2500.00' },
          { id: 2, name: 'Pick-up', fee: '0.00' },
        ]}
        columns={columns}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Fee']);
    const [, first] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Express', '₦2500.00']);
  });

  it('links pages to the root URL plus ?page=', () => {
    renderWithProviders(
      <DataTable<Row>
        data={[{ id: 1, name: 'Express', fee: '2500.00' }]}
        columns={columns}
        pagination={{ rootUrl: '/users/orders', currentPage: 5, totalPages: 10 }}
      />,
    );
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/users/orders?page=4',
    );
    expect(pages.getByRole('link', { name: '5' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: '10' })).toHaveAttribute('href', '/users/orders?page=10');
  });
});
