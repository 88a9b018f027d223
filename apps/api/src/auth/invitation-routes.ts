// The invitation's link (issue 23), for a person not signed in yet: what the invitation is, and accepting it with
// a password, which signs them in. Invitations are made by the owner's POST /admin/staff (admin-routes.ts). The
// token travels in bodies only (the link carries it in its #fragment), so no URL, log line or Referer holds it.
import {
  INVITATION_MESSAGES,
  acceptInvitationSchema,
  invitationAnswerSchema,
  invitationTokenSchema,
} from '@oko/shared/schemas/admin-staff';
import { errorBodySchema } from '@oko/shared/schemas/api';
import { loginAnswerSchema } from '@oko/shared/schemas/auth-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitation, getInvitation } from './invitations';

const errors = { 404: errorBodySchema, 422: errorBodySchema };
const tags = ['auth'];

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/invitation',
    {
      schema: {
        tags,
        summary:
          'A staff invitation’s link: who is invited, by whom, to which shop, until when (404 when it no longer works)',
        body: invitationTokenSchema,
        response: { 200: invitationAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await getInvitation(app.auth, request.body.token) }),
  );

  app.post(
    '/auth/accept-invitation',
    {
      schema: {
        tags,
        summary: 'Accept a staff invitation: choose the password, and be signed in (the login answer); once',
        body: acceptInvitationSchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await acceptInvitation(app.auth, request.body),
      message: INVITATION_MESSAGES.accepted,
    }),
  );
};

export default invitationRoutes;
