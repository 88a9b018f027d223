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

  it('says "Loading" once while the whole app loads', () => {
    render(<FullScreenSpinner />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});
