import {
  changePasswordSchema,
  profileUpdateSchema,
  type ChangePasswordInput,
  type ProfileUpdateInput,
} from '@oko/shared/schemas/auth';
import { type User } from '@oko/shared/schemas/auth-answers';
import { formatPhone } from '@oko/shared/schemas/phone';
import type { ReactNode } from 'react';
import { PhoneField } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { NameFields, NewPasswordFields, PasswordField } from './account-fields';
import { formatDateTime } from '@/lib/dates';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import { AccountForm } from './account-form';

/** One card of the profile page, named by its heading. */
function ProfileSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6"
      {...props}
    />
  );
}

export function ProfileDetails({ user }: { user: User }) {
  return (
    <ProfileSection id="profile-details" title="Account details">
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone-600">Name</dt>
        <dd className="font-medium">
          {user.name} {user.last_name}
        </dd>
        <dt className="text-stone-600">Email</dt>
        <dd className="font-medium wrap-anywhere">{user.email}</dd>
        <dt className="text-stone-600">Phone</dt>
        <dd className="font-medium">{user.phone ? formatPhone(user.phone) : 'Not given'}</dd>
        <dt className="text-stone-600">Member since</dt>
        <dd className="font-medium">{formatDateTime(user.created_at)}</dd>
      </dl>
    </ProfileSection>
  );
}

/** The form's values for the account; a number is shown as it is read out, and left empty to remove it. */
const profileValues = (user: User): ProfileUpdateInput => ({
  name: user.name,
  last_name: user.last_name,
  phone: user.phone ? formatPhone(user.phone) : '',
  notify: { whatsapp: user.notify?.whatsapp ?? false, sms: user.notify?.sms ?? false },
});

export function EditProfileForm({ user }: { user: User }) {
  const addNotification = useNotifications((state) => state.addNotification);
  const update = useUpdateProfile();
  const form = useApiForm({
    schema: profileUpdateSchema,
    defaultValues: profileValues(user),
    send: update.mutateAsync,
    onSent: ({ data, message }) => {
      form.reset(profileValues(data));
      addNotification({ type: 'success', title: 'Success', message: message ?? 'Profile updated.' });
    },
  });

  return (
    <ProfileSection id="edit-profile" title="Edit profile">
      <AccountForm form={form} submit="Save changes">
        <NameFields name={form.field('name')} lastName={form.field('last_name')} />
        <PhoneField label="Phone number (optional)" {...form.field('phone')} />
        {/* Issue 41: order news where the shopper reads it; e-mail stays on for receipts. */}
        <fieldset className="flex flex-col gap-2 text-sm text-stone-800">
          <legend className="mb-1 font-medium">Order updates on this phone</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-green-700"
              {...form.register('notify.whatsapp')}
            />
            By WhatsApp
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-green-700" {...form.register('notify.sms')} />
            By SMS
          </label>
          <p className="text-xs text-stone-500">
            Receipts always come by e-mail. Reply STOP to turn a channel off.
          </p>
        </fieldset>
      </AccountForm>
    </ProfileSection>
  );
}

const emptyPasswords: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };

/** Other devices signed in with the old password are signed out; this one stays. */
export function ChangePasswordForm() {
  const addNotification = useNotifications((state) => state.addNotification);
  const change = useChangePassword();
  const form = useApiForm({
    schema: changePasswordSchema,
    defaultValues: emptyPasswords,
    send: change.mutateAsync,
    onSent: ({ message }) => {
      form.reset(emptyPasswords);
      addNotification({ type: 'success', title: 'Success', message });
    },
  });

  return (
    <ProfileSection id="change-password" title="Change password">
      <AccountForm form={form} submit="Change password">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <NewPasswordFields
          label="New Password"
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
        />
      </AccountForm>
    </ProfileSection>
  );
}
