import { describe, expect, it } from 'vitest';
import { paths, safeRedirectPath } from './paths';

describe('paths', () => {
  it('gives auth links an optional redirectTo', () => {
    expect(paths.auth.login.getHref()).toBe('/auth/login');
    expect(paths.auth.login.getHref('/users/orders?x=1')).toBe(
      '/auth/login?redirectTo=%2Fusers%2Forders%3Fx%3D1',
    );
    expect(paths.auth.register.getHref('/checkout')).toBe('/auth/register?redirectTo=%2Fcheckout');
  });

  it('builds category, product, search and order links', () => {
    expect(paths.category.getHref('root-tubers')).toBe('/categories/root-tubers');
    expect(paths.product.getHref(12)).toBe('/products/12');
    expect(paths.search.getHref('palm oil')).toBe('/search?keyword=palm+oil');
    expect(paths.categories.getHref(3)).toBe('/categories?page=3');
    expect(paths.users.tracking.getHref(5)).toBe('/users/orders/tracking?orderId=5');
  });

  it('follows only redirects to a path on this site', () => {
    expect(safeRedirectPath('/checkout', '/users/profiles')).toBe('/checkout');
    expect(safeRedirectPath('https://evil.example', '/users/profiles')).toBe('/users/profiles');
    expect(safeRedirectPath('//evil.example', '/users/profiles')).toBe('/users/profiles');
    expect(safeRedirectPath(null, '/users/profiles')).toBe('/users/profiles');
    expect(safeRedirectPath('/users/orders?status=pending#top', '/x')).toBe(
      '/users/orders?status=pending#top',
    );
    // Control characters (a URL parser drops tabs and line breaks, so "/\t/evil" would read as "//evil").
    for (const redirectTo of [
      '/\t/evil.example',
      '/\r\n/evil.example',
      '/checkout\n',
      '/\u0000x',
      '/\u007fx',
    ]) {
      expect(safeRedirectPath(redirectTo, '/users/profiles'), JSON.stringify(redirectTo)).toBe(
        '/users/profiles',
      );
    }
    // Whatever still parses to another origin.
    expect(safeRedirectPath('/\\evil.example', '/users/profiles')).toBe('/users/profiles');
    expect(safeRedirectPath('/%2F/evil.example', '/users/profiles')).toBe('/%2F/evil.example');
  });
});
