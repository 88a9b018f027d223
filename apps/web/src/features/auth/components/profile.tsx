import {
  changePasswordSchema,
  profileUpdateSchema,
  type ChangePasswordInput,
  type ProfileUpdateInput,
} from '@oko/shared/schemas/auth';
import { type User } from '@oko/shared/schemas/auth-answers';
import { formatPhone } from '@oko/shared/schemas/phone';
import { FormField } from '@/components/ui/form-field';
import { NameFields, NewPasswordFields, PasswordField } from './account-fields';
import { formatDateTime } from '@/lib/dates';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import { AccountForm } from './account-form';

const sectionClass = 'flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6';
const headingClass = 'text-lg font-semibold text-stone-900';

export function ProfileDetails({ user }: { user: User }) {
  return (
    <section aria-labelledby="profile-details" className={sectionClass}>
      <h2 id="profile-details" className={headingClass}>
        Account details
      </h2>
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
    </section>
  );
}

/** The form's values for the account; a number is shown as it is read out, and left empty to remove it. */
const profileValues = (user: User): ProfileUpdateInput => ({
  name: user.name,
  last_name: user.last_name,
  phone: user.phone ? formatPhone(user.phone) : '',
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
    <section aria-labelledby="edit-profile" className={sectionClass}>
      <h2 id="edit-profile" className={headingClass}>
        Edit profile
      </h2>
      <AccountForm form={form} submit="Save changes">
        <NameFields name={form.field('name')} lastName={form.field('last_name')} />
        <FormField
          label="Phone number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...form.field('phone')}
        />
      </AccountForm>
    </section>
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
    <section aria-labelledby="change-password" className={sectionClass}>
      <h2 id="change-password" className={headingClass}>
        Change password
      </h2>
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
    </section>
  );
}
