import { describe, expect, it } from 'vitest';
import { landmarkText } from './landmark';

describe('landmarkText', () => {
  it('says "Near" before a plain landmark, not before one that already says where', () => {
    expect(landmarkText('Bodija Market')).toBe('Near Bodija Market');
    expect(landmarkText('Opposite Ikeja City Mall')).toBe('Opposite Ikeja City Mall');
    expect(landmarkText('near the mosque')).toBe('Near the mosque');
    expect(landmarkText('Behind First Bank')).toBe('Behind First Bank');
    expect(landmarkText('Next to Shoprite')).toBe('Next to Shoprite');
    expect(landmarkText('Byte Plaza')).toBe('Near Byte Plaza');
  });
});
