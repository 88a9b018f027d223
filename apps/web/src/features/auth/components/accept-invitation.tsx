import { Link, useLocation, useNavigate } from 'react-router';
import {
  INVITATION_MESSAGES,
  STAFF_INVITATION_DAYS,
  acceptInvitationSchema,
} from '@oko/shared/schemas/admin-staff';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isNotFound } from '@/lib/api-errors';
import { useApiForm } from '@/lib/api-form';
import { formatDateTime } from '@/lib/dates';
import { useNotifications } from '@/lib/notifications';
import { useAcceptInvitation, useInvitation } from '../api/accept-invitation';
import { NewPasswordFields } from './account-fields';
import { AccountForm } from './account-form';
import { textLinkClass } from '@/components/ui/text-link-class';

/** The invitation mail's link carries its token in the fragment (`#token=…`), which no server ever sees. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * `/admin/invitation#token=…` (issue 23): who invited the person and to which shop; they choose a password and
 * land in the back office, signed in.
 */
export function AcceptInvitation() {
  const token = tokenOf(useLocation().hash);
  if (!token) return <Spent message={INVITATION_MESSAGES.tokenRequired} />;
  return <InvitationOf token={token} />;
}

function InvitationOf({ token }: { token: string }) {
  const invitation = useInvitation(token);
  if (invitation.isPending) {
    return (
      <div className="flex justify-center p-8">
        <Spinner />
      </div>
    );
  }
  if (invitation.isError) {
    return (
      <Spent
        message={
          isNotFound(invitation.error) ? INVITATION_MESSAGES.invalid : getErrorMessage(invitation.error)
        }
      />
    );
  }
  const { data } = invitation;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-800">
        {data.invited_by ?? 'The shop owner'} invited you, {data.name}, to run {data.shop_name}’s online shop
        with them: orders and stock, in the back office. Choose a password for{' '}
        <strong className="font-semibold">{data.email}</strong> to start.
      </p>
      <p className="text-sm text-stone-600">
        This link works once, until {formatDateTime(data.expires_at)} ({STAFF_INVITATION_DAYS} days from the
        invitation).
      </p>
      <PasswordForm token={token} />
    </div>
  );
}

function PasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const addNotification = useNotifications((state) => state.addNotification);
  const accept = useAcceptInvitation();
  const form = useApiForm({
    schema: acceptInvitationSchema,
    defaultValues: { token, password: '', password_confirmation: '' },
    send: accept.mutateAsync,
    onSent: ({ message }) => {
      addNotification({ type: 'success', title: 'Welcome', message });
      void navigate(paths.admin.root.getHref(), { replace: true });
    },
    // The token is not a field: what the API says of it is the form's error.
    fields: ['password', 'password_confirmation'],
  });
  return (
    <AccountForm form={form} submit="Set password and open the back office" label="Choose your password">
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
      />
    </AccountForm>
  );
}

function Spent({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col gap-3 text-stone-800">
      <p>{message}</p>
      <p className="text-sm">
        Already have a password?{' '}
        <Link to={paths.auth.login.getHref(paths.admin.root.getHref())} className={textLinkClass}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
