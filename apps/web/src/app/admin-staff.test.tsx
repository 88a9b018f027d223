import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@oko/shared/schemas/auth-answers';
import { API, signInAs } from '@/testing/admin-api';
import { demoUser } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's staff page (issue 13): invite by e-mail, remove.

describe('staff (/admin/staff)', () => {
  it('invites a staff member by e-mail and removes one, showing the API’s answers', async () => {
    signInAs('owner');
    const owner: User = {
      ...demoUser(),
      id: 1,
      name: 'Ngozi',
      last_name: 'Adebayo',
      email: 'owner@okofarm.ng',
      role: 'owner',
    };
    const musa: User = {
      ...demoUser(),
      id: 5,
      name: 'Musa',
      last_name: 'Bello',
      email: 'musa@okofarm.ng',
      role: 'staff',
    };
    let staff = [owner, musa];
    const invited: unknown[] = [];
    server.use(
      http.get(`${API}/admin/staff`, () => HttpResponse.json({ data: staff })),
      http.post(`${API}/admin/staff`, async ({ request }) => {
        const body = (await request.json()) as { email: string; name: string; last_name: string };
        invited.push(body);
        const member = { ...demoUser(), id: 9, ...body, role: 'staff' as const, email_verified_at: null };
        staff = [...staff.filter((other) => other.email !== body.email), member];
        return HttpResponse.json(
          { data: member, message: `${body.email} was mailed an invitation, valid for 7 days.` },
          { status: 201 },
        );
      }),
      http.delete(`${API}/admin/staff/5`, () => {
        staff = staff.filter((member) => member.id !== 5);
        return HttpResponse.json({ data: { ...musa, role: 'shopper' }, message: 'Staff member removed.' });
      }),
    );
    renderRoutes(routes, '/admin/staff');
    const musaRow = () => screen.getByRole('listitem', { name: 'musa@okofarm.ng' });

    const ngozi = await screen.findByRole('listitem', { name: 'owner@okofarm.ng' });
    expect(ngozi).toHaveTextContent('Ngozi Adebayoowner@okofarm.ng · Owner');
    expect(within(ngozi).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Invite a staff member' }));
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.clear(form.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'ada@okofarm.ng');
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Obi');
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    expect(
      await form.findByText('ada@okofarm.ng was mailed an invitation, valid for 7 days.'),
    ).toBeInTheDocument();
    const ada = await screen.findByRole('listitem', { name: 'ada@okofarm.ng' });
    expect(ada).toHaveTextContent('Staff · Invited, has not chosen a password yet');
    expect(invited).toEqual([{ email: 'ada@okofarm.ng', name: 'Ada', last_name: 'Obi' }]);
    // Issue 23: an invitation not used yet can be sent again (a fresh link for the week).
    expect(
      within(musaRow()).queryByRole('button', { name: 'Send the invitation again' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(ada).getByRole('button', { name: 'Send the invitation again' }));
    expect(
      await within(screen.getByRole('region', { name: 'Who runs the shop' })).findByText(
        'ada@okofarm.ng was mailed an invitation, valid for 7 days.',
      ),
    ).toBeInTheDocument();
    expect(invited).toEqual([
      { email: 'ada@okofarm.ng', name: 'Ada', last_name: 'Obi' },
      { email: 'ada@okofarm.ng', name: 'Ada', last_name: 'Obi' },
    ]);

    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'musa@okofarm.ng' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Staff member removed.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'musa@okofarm.ng' })).not.toBeInTheDocument();
  });
});
