import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorStatus,
  formatErrors,
  getErrorMessage,
  isNotFound,
  responseErrors,
} from './api-errors';

const failed = (status: number, data: unknown) => new ApiError({ status, data });

describe('formatErrors (spec section 8, error formatter)', () => {
  it('gives a line "field: messages joined by comma" for each field of the errors object', () => {
    expect(
      formatErrors(
        failed(422, {
          message: 'x',
          errors: { quantity: ['too many', 'out of stock'], city: ['required'] },
        }),
      ),
    ).toBe('quantity: too many, out of stock\ncity: required');
  });

  it('says "An unexpected error occurred." without an errors object', () => {
    expect(formatErrors(failed(422, { message: 'Server error' }))).toBe('An unexpected error occurred.');
    expect(formatErrors(new Error('offline'))).toBe('An unexpected error occurred.');
  });
});

describe('the error readers', () => {
  it("read an error answer's status, 404, field errors and message (spec section 8)", () => {
    const notFound = failed(404, { message: 'Product not found' });
    expect(errorStatus(notFound)).toBe(404);
    expect(isNotFound(notFound)).toBe(true);
    expect(getErrorMessage(notFound)).toBe('Product not found');
    const invalid = failed(422, { message: 'Invalid', errors: { city: ['required'] } });
    expect(isNotFound(invalid)).toBe(false);
    expect(responseErrors(invalid)).toEqual({ city: ['required'] });
  });

  it('fall back to the error itself when the answer has no message, or there was no answer', () => {
    expect(getErrorMessage(failed(502, '<html>Bad gateway</html>'))).toBe(
      'Request failed with status code 502',
    );
    const offline = new TypeError('Failed to fetch');
    expect(errorStatus(offline)).toBeUndefined();
    expect(isNotFound(offline)).toBe(false);
    expect(responseErrors(offline)).toBeUndefined();
    expect(getErrorMessage(offline)).toBe('Failed to fetch');
    expect(getErrorMessage('plain')).toBe('plain');
  });
});
