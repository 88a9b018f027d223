import { describe, expect, it } from 'vitest';
import { demoCategories, demoProducts, demoUnits, slugify } from './catalog';
import { demoCountries, demoDeliveryChannels } from './geo';
import { demoSettings } from './settings';

describe('demo catalog', () => {
  it('is big enough to feel like a shop', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    expect(demoProducts.length).toBeGreaterThanOrEqual(80);
  });

  it('has unique slugs and every product in a known category', () => {
    const categorySlugs = new Set(demoCategories.map((category) => category.slug));
    expect(categorySlugs.size).toBe(demoCategories.length);
    expect(new Set(demoProducts.map((product) => product.slug)).size).toBe(demoProducts.length);
    for (const product of demoProducts) {
      expect(categorySlugs.has(product.categorySlug), product.slug).toBe(true);
      expect(product.slug).toBe(slugify(product.name));
    }
  });

  it('sells each product in 1 to 4 units with whole-naira prices and whole stock', () => {
    const symbols = new Set<string>(demoUnits.map((unit) => unit.symbol));
    for (const product of demoProducts) {
      expect(product.units.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.units.length, product.slug).toBeLessThanOrEqual(4);
      const sizes = product.units.map((unit) => `${unit.unitNumber} ${unit.unit}`);
      expect(new Set(sizes).size, product.slug).toBe(sizes.length);
      for (const unit of product.units) {
        expect(symbols.has(unit.unit)).toBe(true);
        expect(Number.isInteger(unit.priceNaira) && unit.priceNaira > 0).toBe(true);
        expect(Number.isInteger(unit.availableQuantity) && unit.availableQuantity >= 0).toBe(true);
      }
    }
  });

  it('has some units nearly or wholly sold out', () => {
    const stocks = demoProducts.flatMap((product) => product.units.map((unit) => unit.availableQuantity));
    expect(stocks.filter((stock) => stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(stocks.filter((stock) => stock >= 1 && stock <= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('gives products distinct, stable "added on" dates', () => {
    const dates = demoProducts.map((product) => product.createdAt);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every((date) => !Number.isNaN(Date.parse(date)))).toBe(true);
  });

  it('slugifies names', () => {
    expect(slugify('Ugu (Fluted Pumpkin Leaves)')).toBe('ugu-fluted-pumpkin-leaves');
    expect(slugify('Tubers & Roots')).toBe('tubers-and-roots');
  });
});

describe('demo geography and settings', () => {
  it('lists the 36 states and the FCT under Nigeria', () => {
    const nigeria = demoCountries.find((country) => country.code === 'NG');
    expect(nigeria?.states).toHaveLength(37);
    expect(new Set(nigeria?.states).size).toBe(37);
    expect(nigeria?.states).toContain('Federal Capital Territory');
    expect(nigeria?.states).toContain('Lagos');
  });

  it('offers at least 3 delivery channels with whole-naira fees, pick-up free', () => {
    expect(demoDeliveryChannels.length).toBeGreaterThanOrEqual(3);
    expect(demoDeliveryChannels.every((channel) => Number.isInteger(channel.feeNaira))).toBe(true);
    expect(demoDeliveryChannels.some((channel) => channel.feeNaira === 0)).toBe(true);
  });

  it('names the shop', () => {
    expect(demoSettings.site_name).toBe('Oko Farm');
    expect(demoSettings.site_logo).toMatch(/^\/media\//);
  });
});
