import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner, Spinner } from './spinner';

describe('Spinner', () => {
  it('is announced as "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('comes in sizes sm, md, lg and xl and variants light and primary', () => {
    const { container } = render(
      <>
        <Spinner size="sm" variant="light" />
        <Spinner size="xl" variant="primary" />
      </>,
    );
    // Size and colour are the drawing's classes; the drawing itself is hidden from the accessibility tree.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    const [small, large] = container.querySelectorAll('svg');
    expect(small).toHaveClass('size-4', 'text-white');
    expect(large).toHaveClass('size-24', 'text-green-700');
  });

  it('fills the screen while the app loads', () => {
    render(<FullScreenSpinner />);
    // The overlay is a plain box around the announced spinner.
    // eslint-disable-next-line testing-library/no-node-access
    expect(screen.getByRole('status', { name: 'Loading' }).parentElement).toHaveClass('fixed', 'inset-0');
  });
});
