import { describe, expect, it } from 'vitest';
import { maskEmail } from './email';

describe('maskEmail', () => {
  it('keeps the first 2 characters of the local part, then ** and the domain', () => {
    expect(maskEmail('adaeze@example.com')).toBe('ad**@example.com');
  });

  it('throws "Invalid email address" without an @', () => {
    expect(() => maskEmail('adaeze.example.com')).toThrow('Invalid email address');
  });
});
