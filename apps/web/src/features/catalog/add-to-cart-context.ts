import { createContext } from 'react';
import type { Product } from '@oko/shared/schemas/catalog';

/**
 * Adds `quantity` (1 unless given: the product page's quantity box) of a product's unit to the cart, capped at its
 * stock; answers how many were added (0: none, at stock or an unknown unit).
 */
export type AddToCart = (product: Product, unitId: number, quantity?: number) => number;

/**
 * The cart's "Add to cart", given to the catalog's product cards by the app layer (features do not import
 * each other). Without a provider the cards show no button.
 */
export const AddToCartContext = createContext<AddToCart | null>(null);
