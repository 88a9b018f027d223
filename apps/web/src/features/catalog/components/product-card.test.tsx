import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@oko/shared/schemas/catalog';
import { describe, expect, it, vi } from 'vitest';
import { demoProduct } from '@/testing/mocks/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AddToCartContext, type AddToCart } from '../add-to-cart-context';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

/** Black-eyed Beans of the demo shop: unit 25 in stock, unit 26 out of stock. */
const beans = () => demoProduct(13);

function renderCard(product: Product, addToCart?: AddToCart) {
  return renderWithProviders(
    addToCart ? (
      <AddToCartContext value={addToCart}>
        <ProductCard product={product} />
      </AddToCartContext>
    ) : (
      <ProductCard product={product} />
    ),
  );
}

describe('product card', () => {
  it('links to the product and adds one of the first unit in stock', async () => {
    const addToCart = vi.fn<AddToCart>(() => 1);
    const outOfStockFirst = { ...beans(), product_units: [...beans().product_units].reverse() };
    renderCard(outOfStockFirst, addToCart);

    expect(screen.getByRole('link', { name: /Black-eyed Beans/ })).toHaveAttribute('href', '/products/13');
    await userEvent.click(screen.getByRole('button', { name: 'Add Black-eyed Beans to cart' }));
    expect(addToCart).toHaveBeenCalledWith(outOfStockFirst, 25);
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart.');
  });

  it('says so when the cart already holds all there is', async () => {
    renderCard(beans(), () => 0);
    await userEvent.click(screen.getByRole('button', { name: 'Add Black-eyed Beans to cart' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have reached the maximum available quantity for this product.',
    );
  });

  it('cannot add a product that is out of stock', () => {
    const soldOut = {
      ...beans(),
      product_units: beans().product_units.map((unit) => ({ ...unit, available_quantity: 0 })),
    };
    renderCard(soldOut, vi.fn<AddToCart>());
    expect(screen.getByRole('button', { name: 'Add Black-eyed Beans to cart' })).toBeDisabled();
    expect(screen.getByText('out of stock')).toBeInTheDocument();
  });

  it('shows no button where the app gives no cart', () => {
    renderCard(beans());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('product grid', () => {
  it('loads the first row of pictures at once and the rest lazily, each with its size', () => {
    const products = [1, 2, 3].map((id) => ({ ...beans(), id, slug: `p-${id}` }));
    renderWithProviders(<ProductGrid products={products} priorityCount={2} />);
    // Decorative (alt=""): the card's link names the product.
    const images = screen.getAllByRole('presentation');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('loads every picture lazily by default (shelves and related products)', () => {
    const products = [1, 2].map((id) => ({ ...beans(), id, slug: `p-${id}` }));
    renderWithProviders(<ProductGrid products={products} />);
    expect(screen.getAllByRole('presentation').map((image) => image.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
    ]);
  });
});
