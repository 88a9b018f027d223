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
    const [small, large] = container.querySelectorAll('svg');
    expect(small).toHaveClass('size-4', 'text-white');
    expect(large).toHaveClass('size-24', 'text-green-700');
  });

  it('fills the screen while the app loads', () => {
    render(<FullScreenSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' }).parentElement).toHaveClass('fixed', 'inset-0');
  });
});
