import { screen, waitFor } from '@testing-library/react';
import { NOTIFY_MESSAGES, PHONE_MESSAGES } from '@oko/shared/schemas/phone';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import {
  DEMO_SHOPPER,
  demoShopper,
  demoUser,
  recordCalls,
  signInDemoShopper,
} from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { ChangePasswordForm, EditProfileForm, ProfileDetails } from './profile';

const messages = () => useNotifications.getState().notifications.map((notification) => notification.message);

describe('profile', () => {
  it('shows the user', () => {
    renderWithProviders(<ProfileDetails user={demoUser()} />);
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByText('demo@okofarm.ng')).toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
  });

  it('adds a phone number with the shared message for a wrong one, shows it grouped, then removes it', async () => {
    signInDemoShopper();
    const sent = recordCalls(server, 'patch', '/auth/profile');
    const { unmount } = renderWithProviders(<EditProfileForm user={demoUser()} />);
    const phone = () => screen.getByLabelText('Phone number (optional)');
    expect(phone()).toHaveValue('');
    await userEvent.type(phone(), '0803 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(phone()).toHaveAccessibleDescription(PHONE_MESSAGES.invalid);
    expect(sent).toEqual([]);

    await userEvent.type(phone(), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(messages).toEqual(['Profile updated successfully.']);
    expect(sent.map((call) => call.body)).toEqual([
      { name: 'Ada', last_name: 'Obi', phone: '+2348031234567', notify: { whatsapp: false, sms: false } },
    ]);
    expect(demoShopper().phone).toBe('+2348031234567');
    expect(phone()).toHaveValue('+234 803 123 4567');
    unmount();

    renderWithProviders(<ProfileDetails user={demoUser()} />);
    expect(screen.getByText('+234 803 123 4567')).toBeInTheDocument();
    renderWithProviders(<EditProfileForm user={demoUser()} />);
    await userEvent.clear(phone());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ phone: null });
    await waitFor(() => expect(demoShopper().phone).toBeNull());
  });

  it('turns order updates by WhatsApp on beside the phone (issue 41)', async () => {
    signInDemoShopper();
    const sent = recordCalls(server, 'patch', '/auth/profile');
    renderWithProviders(<EditProfileForm user={demoUser()} />);
    const whatsapp = screen.getByRole('checkbox', { name: 'By WhatsApp' });
    expect(whatsapp).not.toBeChecked();
    await userEvent.click(whatsapp);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // No phone yet: the API's message under the phone field (the API client logs what the API refused).
    expectConsoleError(NOTIFY_MESSAGES.needsPhone);
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
        NOTIFY_MESSAGES.needsPhone,
      ),
    );
    await userEvent.type(screen.getByLabelText('Phone number (optional)'), '803 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(messages).toContain('Profile updated successfully.');
    expect(sent.at(-1)?.body).toEqual({
      name: 'Ada',
      last_name: 'Obi',
      phone: '+2348031234567',
      notify: { whatsapp: true, sms: false },
    });
    expect(demoUser().notify).toEqual({ whatsapp: true, sms: false });
    expect(screen.getByRole('checkbox', { name: 'By WhatsApp' })).toBeChecked();
  });

  it('edits name and last name with the register form’s messages', async () => {
    signInDemoShopper();
    const sent = recordCalls(server, 'patch', '/auth/profile');
    renderWithProviders(<EditProfileForm user={demoUser()} />);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Ch');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First Name field is required');

    await userEvent.type(screen.getByLabelText('First Name'), 'iamaka');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(messages).toEqual(['Profile updated successfully.']);
    // The phone field was left empty: the account has none, and keeps none.
    expect(sent.map((call) => call.body)).toEqual([
      { name: 'Chiamaka', last_name: 'Obi', phone: null, notify: { whatsapp: false, sms: false } },
    ]);
    expect(demoShopper().name).toBe('Chiamaka');
  });

  it('changes the password; a wrong current password shows under its field', async () => {
    signInDemoShopper();
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('New Password'), 'plantain');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'plantains');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('passwords must match');

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'plantain');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toHaveClass('text-red-600');
    expectConsoleError('The current password is incorrect.');

    await userEvent.clear(screen.getByLabelText('Current Password'));
    await userEvent.type(screen.getByLabelText('Current Password'), DEMO_SHOPPER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect.poll(messages).toEqual(['Password changed successfully.']);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(demoShopper().password).toBe('plantain');
  });
});
