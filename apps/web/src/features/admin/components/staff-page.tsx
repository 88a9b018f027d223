import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { inviteStaffSchema, type InviteStaffInput } from '@oko/shared/schemas/admin-staff';
import type { User } from '@oko/shared/schemas/auth-answers';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError, FormField } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-errors';
import { useApiForm } from '@/lib/api-form';
import { useInviteStaff, useRemoveStaff, useStaff } from '../api/staff';
import { Card, QueryResult } from './admin-ui';

const blank: InviteStaffInput = { email: '', name: '', last_name: '' };

/** `/admin/staff` (owner): who may use the back office; invite by e-mail, remove. */
export function StaffPage() {
  const staff = useStaff();
  const remove = useRemoveStaff();
  const again = useInviteStaff();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <ContentLayout title="Staff">
      <QueryResult query={staff}>
        {(members) => (
          <Card title="Who runs the shop">
            {notice && <p className="mb-2 text-sm text-green-800">{notice}</p>}
            {remove.isError && <FormError message={getErrorMessage(remove.error)} />}
            {again.isError && <FormError message={getErrorMessage(again.error)} />}
            <ul className="divide-y divide-stone-100 text-sm">
              {members.map((member) => (
                <li
                  key={member.id}
                  aria-label={member.email}
                  className="flex flex-wrap items-center gap-2 py-2"
                >
                  <span className="flex-1">
                    <span className="font-medium text-stone-900">{fullName(member)}</span>
                    <span className="block text-stone-600">
                      {member.email} · {member.role === 'owner' ? 'Owner' : 'Staff'}
                      {invitationOpen(member) && ' · Invited, has not chosen a password yet'}
                    </span>
                  </span>
                  {invitationOpen(member) && (
                    // A fresh link for the week: the older one stops working (issue 23).
                    <Button
                      pending={again.isPending && again.variables.email === member.email}
                      onClick={() =>
                        again.mutate(
                          { email: member.email, name: member.name, last_name: member.last_name },
                          { onSuccess: (answer) => setNotice(answer.message ?? null) },
                        )
                      }
                      variant="secondary"
                      size="sm"
                    >
                      Send the invitation again
                    </Button>
                  )}
                  {member.role === 'staff' && (
                    <Button
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(member.id, { onSuccess: (answer) => setNotice(answer.message ?? null) })
                      }
                      variant="danger"
                      size="sm"
                    >
                      Remove
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        )}
      </QueryResult>
      <Card title="Invite a staff member">
        <InviteForm />
      </Card>
    </ContentLayout>
  );
}

const fullName = (user: User) => `${user.name} ${user.last_name}`.trim();

/** Staff invited by a link they have not used yet: their address is not proven. */
const invitationOpen = (user: User) => user.role === 'staff' && user.email_verified_at === null;

function InviteForm() {
  const invite = useInviteStaff();
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm({
    schema: inviteStaffSchema,
    defaultValues: blank,
    send: invite.mutateAsync,
    onSent: (answer) => {
      setSent(answer.message ?? null);
      form.reset(blank);
    },
  });
  const { isSubmitting } = form.formState;
  return (
    <form
      aria-label="Invite a staff member"
      noValidate
      onSubmit={form.onSubmit}
      className="grid gap-3 sm:grid-cols-3"
    >
      <FormField label="E-mail" type="email" {...form.field('email')} />
      <FormField label="First name" {...form.field('name')} />
      <FormField label="Last name" {...form.field('last_name')} />
      <div className="sm:col-span-3">
        <FormError message={form.formError} />
        {sent && <p className="text-sm text-green-800">{sent}</p>}
        <Button type="submit" disabled={isSubmitting} variant="secondary" className="mt-2" size="sm">
          Invite
        </Button>
      </div>
    </form>
  );
}
