// The account calls (spec section 7, DESIGN.md "Accounts"). Bodies are checked with the shared schemas, so a
// mistake gets the storefront form's message in a 422.
import { messageAnswerSchema } from '@oko/shared/schemas/api';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  passwordResetSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  registerSchema,
  verifyCodeSchema,
} from '@oko/shared/schemas/auth';
import {
  loginAnswerSchema,
  profileAnswerSchema,
  refreshAnswerSchema,
  userAnswerSchema,
  verifyResetAnswerSchema,
} from '@oko/shared/schemas/auth-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorAnswers } from '../api-docs';
import { signedIn } from './plugin';
import * as service from './service';
import { MESSAGES } from './service';

const errors = errorAnswers(401, 403, 422, 429);
const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account; mails a 6-digit verification code',
        body: registerSchema,
        response: { 201: userAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.register(auth, request.body, request.ip);
      return reply.code(201).send({ data: { user }, message: MESSAGES.registered });
    },
  );

  app.post(
    '/auth/verify',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with the mailed code; signs in, answering as login does',
        body: verifyCodeSchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.verifyEmail(auth, request.body, request.ip),
      message: MESSAGES.verified,
    }),
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail a new verification code (replaces the old one); same answer for any address',
        body: emailOnlySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await service.resendVerification(auth, request.body.email, request.ip);
      return { message: MESSAGES.codeResent };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in; 403 until the e-mail address is verified',
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.login(auth, request.body, request.ip) }),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'A new access token for a live refresh token',
        body: refreshTokenSchema,
        response: { 200: refreshAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: { access_token: await service.refreshAccessToken(auth, request.body.refresh_token) },
    }),
  );

  app.patch(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'End this session',
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await service.logout(auth, signedIn(request).sessionId);
      return { message: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The signed-in user',
        response: { 200: profileAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: service.toUserJson(signedIn(request).user) }),
  );

  app.patch(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary:
          'Change name and last name, set or remove the phone number, and turn order news by WhatsApp or SMS on or off',
        body: profileUpdateSchema,
        response: { 200: profileAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.updateProfile(auth, signedIn(request).user.id, request.body),
      message: MESSAGES.profileUpdated,
    }),
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password; other sessions end',
        body: changePasswordSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = signedIn(request);
      await service.changePassword(auth, user, sessionId, request.body, request.ip);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset code; same answer for any address',
        body: emailOnlySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await service.forgotPassword(auth, request.body.email, request.ip);
      return { message: MESSAGES.resetCodeSent };
    },
  );

  app.post(
    '/auth/verify-reset',
    {
      schema: {
        tags,
        summary: 'Check the reset code; answers a short-lived reset_token',
        body: verifyCodeSchema,
        response: { 200: verifyResetAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: { reset_token: await service.verifyResetCode(auth, request.body, request.ip) },
      message: MESSAGES.resetCodeVerified,
    }),
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset_token; every session of the account ends',
        body: passwordResetSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(auth, request.body);
      return { message: MESSAGES.passwordReset };
    },
  );
};

export default authRoutes;
