import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  passwordResetSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  registerSchema,
  verifyCodeSchema,
} from './auth';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

describe('loginSchema (spec section 5)', () => {
  it('says "Email is required" for a short or missing email, first', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: '', password: 'secret1' })).email?.[0]).toBe(
      'Email is required',
    );
    expect(fieldErrors(loginSchema.safeParse({ password: 'secret1' })).email?.[0]).toBe('Email is required');
  });

  it('says "Invalid email address" for a long enough address that is not one', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: 'not-an-email', password: 'secret1' })).email).toEqual([
      'Invalid email address',
    ]);
  });

  it('says "password is required" under 6 characters', () => {
    expect(
      fieldErrors(loginSchema.safeParse({ email: 'ada@example.com', password: '12345' })).password,
    ).toEqual(['password is required']);
  });

  it('lowercases the email', () => {
    expect(loginSchema.parse({ email: 'Ada@Example.COM', password: 'secret1' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('registerSchema (spec section 5)', () => {
  const valid = {
    name: 'Adaeze',
    last_name: 'Okafor',
    email: 'adaeze@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
  };

  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('gives each field its own message', () => {
    const errors = fieldErrors(
      registerSchema.safeParse({
        name: 'Ad',
        last_name: 'Ok',
        email: 'a@b',
        password: '1',
        password_confirmation: '',
      }),
    );
    expect(errors.name).toEqual(['First Name field is required']);
    expect(errors.last_name).toEqual(['Last Name field is required']);
    expect(errors.email?.[0]).toBe('Email field is required');
    expect(errors.password).toEqual(['required']);
    expect(errors.password_confirmation?.[0]).toBe('required');
  });

  it('says "Invalid email address" for a bad address', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, email: 'adaeze.example.com' })).email).toEqual([
      'Invalid email address',
    ]);
  });

  it('shows "passwords must match" on the confirmation field', () => {
    const errors = fieldErrors(registerSchema.safeParse({ ...valid, password_confirmation: 'secret2' }));
    expect(errors).toEqual({ password_confirmation: ['passwords must match'] });
  });
});

describe('the account schemas beyond the spec', () => {
  it('verifyCodeSchema wants six digits and lowercases the e-mail', () => {
    expect(verifyCodeSchema.parse({ email: 'Ada@Example.com', code: ' 012345 ' })).toEqual({
      email: 'ada@example.com',
      code: '012345',
    });
    expect(fieldErrors(verifyCodeSchema.safeParse({ email: 'ada@example.com', code: '12345' })).code).toEqual(
      ['The code must be 6 digits'],
    );
    expect(fieldErrors(verifyCodeSchema.safeParse({ email: 'ada@example.com' })).code).toEqual([
      'The code is required',
    ]);
  });

  it('emailOnlySchema has the login form’s e-mail messages', () => {
    expect(fieldErrors(emailOnlySchema.safeParse({ email: 'ada' })).email?.[0]).toBe('Email is required');
    expect(fieldErrors(emailOnlySchema.safeParse({ email: 'ada@example' })).email).toEqual([
      'Invalid email address',
    ]);
  });

  it('passwordResetSchema and changePasswordSchema say "passwords must match" on the confirmation', () => {
    expect(
      fieldErrors(
        passwordResetSchema.safeParse({
          email: 'ada@example.com',
          reset_token: 't',
          password: 'secret1',
          password_confirmation: 'secret2',
        }),
      ),
    ).toEqual({ password_confirmation: ['passwords must match'] });
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({
          current_password: '',
          password: '123',
          password_confirmation: '123',
        }),
      ),
    ).toEqual({
      current_password: ['The current password is required'],
      password: ['required'],
      password_confirmation: ['required'],
    });
  });

  it('profileUpdateSchema has the register form’s name messages', () => {
    expect(fieldErrors(profileUpdateSchema.safeParse({ name: 'Al', last_name: 'Ok' }))).toEqual({
      name: ['First Name field is required'],
      last_name: ['Last Name field is required'],
    });
  });

  it('refreshTokenSchema says "No refresh token available" without one', () => {
    expect(fieldErrors(refreshTokenSchema.safeParse({})).refresh_token).toEqual([
      'No refresh token available',
    ]);
  });
});
