// The words of the account answers (register, sign in, codes, password reset, profile): the API's and the mock
// API's, word for word.
export const AUTH_MESSAGES = {
  registered: 'Registration successful. We have sent a 6-digit code to your email.',
  emailTaken: 'The email has already been taken.',
  badCredentials: 'These credentials do not match our records.',
  notVerified: 'Your email address is not verified. Enter the 6-digit code we sent to your email.',
  verified: 'Your email address is verified. You can now sign in.',
  invalidCode: 'The code is invalid or has expired.',
  expiredCode: 'The code has expired. Request a new code.',
  tooManyCodeTries: 'Too many wrong codes. Request a new code.',
  codeResent: 'If that address is waiting for verification, a new code is on its way.',
  resetCodeSent: 'If an account exists for that address, we have sent a code to reset its password.',
  resetCodeVerified: 'Code verified. Choose a new password.',
  invalidResetToken: 'This password reset has expired. Request a new code.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  unauthenticated: 'Unauthenticated.',
  invalidRefreshToken: 'Invalid or expired refresh token.',
  loggedOut: 'Logout Successfully',
  profileUpdated: 'Profile updated successfully.',
  wrongCurrentPassword: 'The current password is incorrect.',
  passwordChanged: 'Password changed successfully.',
} as const;
