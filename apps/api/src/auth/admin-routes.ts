// The owner's staff accounts under /api/v1/admin (issues 13 and 23, decision 017): list, invite, remove.
import { inviteStaffSchema } from '@oko/shared/schemas/admin-staff';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { userSchema } from '@oko/shared/schemas/auth-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOfficeRoutes } from './back-office';
import { idParams } from './back-office-rows';
import { STAFF_INVITATION_DAYS } from '@oko/shared/schemas/admin-staff';
import { siteUrl } from '../site-url';
import * as staffService from './staff';

export interface AdminStaffRoutesOptions {
  /** The shop's public address (APP_URL) for the invitation's link; unset: the address the owner uses. */
  appUrl?: string;
}

const staffRoutes: FastifyPluginAsyncZod<AdminStaffRoutesOptions> = async (app, options) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/staff',
    {
      schema: {
        summary: 'The owner and the staff accounts',
        response: { 200: dataEnvelope(z.array(userSchema)) },
      },
    },
    async () => ({ data: await staffService.listStaff(app.auth) }),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        summary: `Make an account staff and mail the invitation (who invited them, to which shop, a link valid ${STAFF_INVITATION_DAYS} days to choose a password); again for staff who never accepted`,
        body: inviteStaffSchema,
        response: { 201: dataEnvelope(userSchema) },
      },
    },
    async (request, reply) => {
      const { user, invited } = await staffService.inviteStaff(
        app.auth,
        actorOf(request),
        request.body,
        siteUrl(options.appUrl, request),
      );
      return reply.code(201).send({
        data: user,
        message: invited
          ? `${user.email} was mailed an invitation, valid for ${STAFF_INVITATION_DAYS} days.`
          : `${user.email} is now staff and was mailed about it.`,
      });
    },
  );

  app.delete(
    '/admin/staff/:userId',
    {
      schema: {
        summary: 'Remove a staff member: the account becomes a shopper and its sessions end',
        params: idParams('userId'),
        response: { 200: dataEnvelope(userSchema) },
      },
    },
    async (request) => ({
      data: await staffService.removeStaff(app.auth, actorOf(request), request.params.userId),
      message: 'Staff member removed.',
    }),
  );
};

export default staffRoutes;
