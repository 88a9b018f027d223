import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('offers the browser each width of the owner’s photo, for the width it shows', () => {
    render(
      <ProductImage
        src="/media/uploads/products/9-0123456789abcdef.webp"
        alt="Ofada Rice"
        sizes="(min-width: 768px) 512px, 134vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Ofada Rice' });
    expect(image).toHaveAttribute('src', '/media/uploads/products/9-0123456789abcdef.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/uploads/products/9-0123456789abcdef-400.webp 400w, ' +
        '/media/uploads/products/9-0123456789abcdef-800.webp 800w, ' +
        '/media/uploads/products/9-0123456789abcdef.webp 1200w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 512px, 134vw');
  });

  it('shows a drawing as it is: one SVG fits every size', () => {
    render(<ProductImage src="/media/products/ofada-rice.svg" alt="Ofada Rice" />);
    const image = screen.getByRole('img', { name: 'Ofada Rice' });
    expect(image).toHaveAttribute('src', '/media/products/ofada-rice.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
