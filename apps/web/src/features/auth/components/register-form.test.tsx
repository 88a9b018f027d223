import { MAX_LENGTH } from '@oko/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { DEMO_SHOPPER, mockApi, recordCalls } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderAt } from '@/testing/test-utils';
import { useUserStore } from '../stores/user-store';
import { RegisterForm } from './register-form';

beforeEach(() => useUserStore.setState({ isAuthenticated: false, email: null, isVerified: false }));

const renderRegister = (url = '/auth/register') =>
  renderAt(<RegisterForm />, { url, path: '/auth/register' });

function expectFieldError(label: string, message: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAccessibleDescription(message);
  const shown = screen
    .getAllByText(message)
    .find((node) => node.id === field.getAttribute('aria-describedby'));
  expect(shown).toHaveClass('text-red-600');
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(screen.getByLabelText(label));
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe('RegisterForm', () => {
  it('shows every message of spec section 5 under its field', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // zodResolver validates asynchronously: the messages appear after the click's promise settles.
    await waitFor(() => {
      expectFieldError('First Name', 'First Name field is required');
      expectFieldError('Last Name', 'Last Name field is required');
      expectFieldError('Email', 'Email field is required');
      expectFieldError('Password', 'required');
      expectFieldError('Confirm Password', 'required');
    });

    await fill({
      'First Name': 'Ada',
      'Last Name': 'Oko',
      Email: 'ada.example',
      Password: '123456',
      'Confirm Password': '1234567',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => {
      expectFieldError('Email', 'Invalid email address');
      expectFieldError('Confirm Password', 'passwords must match');
      expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    });
  });

  it('registers and goes to verify with redirectTo, keeping the e-mail for the masked address', async () => {
    const sent = recordCalls(server, 'post', '/auth/register');
    renderRegister('/auth/register?redirectTo=%2Fcheckout');
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Oko',
      Email: 'ADA@example.com',
      Password: '123456',
      'Confirm Password': '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('at /auth/verify?redirectTo=%2Fcheckout')).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([
      {
        name: 'Ada',
        last_name: 'Oko',
        email: 'ada@example.com',
        password: '123456',
        password_confirmation: '123456',
      },
    ]);
    expect(useUserStore.getState().email).toBe('ada@example.com');
    // The mock API mailed the code the verify page asks for.
    expect(mockApi.state.outbox.map((mail) => mail.to)).toEqual(['ada@example.com']);
  });

  it('shows "The email has already been taken." under the email field', async () => {
    renderRegister();
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Oko',
      Email: DEMO_SHOPPER.email,
      Password: '123456',
      'Confirm Password': '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expectFieldError('Email', 'The email has already been taken.');
    expectConsoleError('The email has already been taken.');
  });

  it('stops each field at the API’s maximum, so nobody types into a message', async () => {
    renderRegister();
    const name = screen.getByLabelText('First Name');
    // Pasted, as a long name would arrive: typing 20 000 keys one by one would only slow the test.
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(MAX_LENGTH.name + 50));
    expect(name).toHaveValue('A'.repeat(MAX_LENGTH.name));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(MAX_LENGTH.email));
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', String(MAX_LENGTH.password));
  });
});
