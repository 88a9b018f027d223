import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import { userFixture } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { ChangePasswordForm, EditProfileForm, ProfileDetails } from './profile';

const messages = () => useNotifications.getState().notifications.map((notification) => notification.message);

describe('profile', () => {
  it('shows the user', () => {
    renderWithProviders(<ProfileDetails user={userFixture} />);
    expect(screen.getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(screen.getByText('adaeze@example.com')).toBeInTheDocument();
  });

  it('edits name and last name with the register form’s messages', async () => {
    let sent: unknown;
    server.use(
      http.patch('/api/v1/auth/profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          data: { ...userFixture, name: 'Chiamaka' },
          message: 'Profile updated successfully.',
        });
      }),
    );
    renderWithProviders(<EditProfileForm user={userFixture} />);
    expect(screen.getByLabelText('First Name')).toHaveValue('Adaeze');
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Ch');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First Name field is required');

    await userEvent.type(screen.getByLabelText('First Name'), 'iamaka');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(messages).toEqual(['Profile updated successfully.']);
    expect(sent).toEqual({ name: 'Chiamaka', last_name: 'Okafor' });
  });

  it('changes the password; a wrong current password shows under its field', async () => {
    server.use(
      http.post('/api/v1/auth/change-password', async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        return body.current_password === 'yam-and-egg'
          ? HttpResponse.json({ message: 'Password changed successfully.' })
          : HttpResponse.json(
              {
                message: 'The current password is incorrect.',
                errors: { current_password: ['The current password is incorrect.'] },
              },
              { status: 422 },
            );
      }),
    );
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
    await userEvent.type(screen.getByLabelText('Current Password'), 'yam-and-egg');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect.poll(messages).toEqual(['Password changed successfully.']);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });
});
