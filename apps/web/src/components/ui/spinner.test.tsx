import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner, Spinner } from './spinner';

describe('Spinner', () => {
  it('is announced as "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is one "Loading" status at every size, its drawing hidden from screen readers', () => {
    render(
      <>
        <Spinner size="sm" />
        <Spinner size="xl" />
      </>,
    );
    const statuses = screen.getAllByRole('status', { name: 'Loading' });
    expect(statuses).toHaveLength(2);
    for (const status of statuses) {
      expect(status).toHaveTextContent('');
      // The drawing is outside the accessibility tree, so no query by role can reach it.
      // eslint-disable-next-line testing-library/no-node-access
      expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('comes in the variants light and primary (spec section 2), primary by default', () => {
    render(
      <>
        <Spinner variant="light" />
        <Spinner variant="primary" />
        <Spinner />
      </>,
    );
    // The ring's colour is the variant's: white on a dark or green background, the shop's green elsewhere.
    // eslint-disable-next-line testing-library/no-node-access
    const colours = screen.getAllByRole('status').map((status) => status.querySelector('svg')?.classList);
    expect(colours[0]).toContain('text-white');
    expect(colours[1]).toContain('text-green-700');
    expect(colours[2]).toContain('text-green-700');
  });

  it('says "Loading" once while the whole app loads', () => {
    render(<FullScreenSpinner />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});
