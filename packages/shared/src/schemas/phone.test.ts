import { describe, expect, it } from 'vitest';
import { updateSettingsSchema } from './admin-settings';
import { PHONE_MESSAGES, formatPhone, localPhone, optionalPhoneSchema } from './phone';

const issues = (value: unknown) =>
  optionalPhoneSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('optionalPhoneSchema', () => {
  it('keeps a Nigerian number as +234 and its 10 digits, however it is written', () => {
    for (const typed of [
      '08031234567',
      '0803 123 4567',
      ' 0803-123-4567 ',
      '+2348031234567',
      '+234 803 123 4567',
      '234 (803) 123 4567',
      '+234 0803 123 4567',
      // Issue 41: the 10 digits without the 0.
      '8031234567',
      '803 123 4567',
    ]) {
      expect(optionalPhoneSchema.parse(typed)).toBe('+2348031234567');
    }
  });

  it('reads empty, blank, null or absent as no number', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse('   ')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
  });

  it('refuses anything else with one clear message', () => {
    for (const typed of [
      '0803123456', // 10 digits
      '080312345678', // 12 digits
      '803123456', // 9 digits
      '+44 20 7946 0958',
      '00000000000',
      'call me',
      `0803${'1'.repeat(40)}`,
    ]) {
      expect(issues(typed)).toEqual([PHONE_MESSAGES.invalid]);
    }
    expect(issues(8031234567)).toEqual([PHONE_MESSAGES.invalid]);
  });
});

describe('formatPhone', () => {
  it('groups the digits of a kept number, and leaves anything else as it is', () => {
    expect(formatPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('0803')).toBe('0803');
  });
});

describe('localPhone', () => {
  it('writes a kept number as dialled within Nigeria, and leaves anything else as it is', () => {
    expect(localPhone('+2348031234567')).toBe('0803 123 4567');
    expect(localPhone('0803')).toBe('0803');
  });
});

describe("the shop's own phone number (Settings)", () => {
  const sitePhone = (value: unknown) => {
    const parsed = updateSettingsSchema.safeParse({ site_phone: value });
    return parsed.success ? parsed.data.site_phone : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes a Nigerian number however it is written, kept as the pages show it', () => {
    for (const typed of ['08095550142', '0809 555 0142', '+234 809 555 0142', '234-809-555-0142']) {
      expect(sitePhone(typed), typed).toBe('+234 809 555 0142');
    }
  });

  it('refuses any other text with the shared message, and an empty one as missing', () => {
    for (const typed of ['call the farm', '0809 555', '+44 20 7946 0958', '<b>0809</b>']) {
      expect(sitePhone(typed), typed).toEqual([PHONE_MESSAGES.invalid]);
    }
    expect(sitePhone('  ')).toEqual(['The phone number is required.']);
    expect(sitePhone(null)).toEqual(['The phone number is required.']);
  });
});
