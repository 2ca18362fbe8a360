import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, storePath, type Language, type StoreCode } from '@apteek/domain';
import { deviceCookieOf, setDeviceCookie } from '../../lib/known-device.ts';
import { noSoonerThan } from '../../lib/time-floor.ts';
import { parseInput } from '../../plugins/validation.ts';
import { issueViewerKey, type Mailer } from '../mail/index.ts';
import { resetPasswordMail } from './user-mail.ts';
import {
  ChangePasswordBodySchema,
  CreatePasswordBodySchema,
  LanguageBodySchema,
  LoginBodySchema,
  ProfileBodySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from './user-schemas.ts';
import type { UserService } from './user-service.ts';

/** A reset request's answer comes this long after it began, whether or not the account exists. */
export const RESET_ANSWER_FLOOR_MS = 250;

const STORE_OF_LANGUAGE: Record<Language, StoreCode> = { et: 'ee', fi: 'fi', en: 'en', ru: 'ru' };

/** The customer a valid bearer token names; anything else is refused with 401. */
export function requireCustomer(request: FastifyRequest): number {
  if (request.customerId === null) throw new DomainError('login_required');
  return request.customerId;
}

/** The user calls under /api/user. */
export async function registerUserRoutes(
  app: FastifyInstance,
  users: UserService,
  mailer: Mailer,
): Promise<void> {
  const ok = <T>(result: T, meta?: object) => ({ code: 200, result, ...(meta ? { meta } : {}) });

  app.post('/user/create', async (request) => {
    const body = parseInput(RegisterBodySchema, request.body ?? {});
    // Counted before the address is looked up, so that a refusal tells nothing about it.
    await app.limits.perIp(request, 'accountCreate');
    const created = await users.register(body.customer, body.password);
    return ok(await users.profile(created.id));
  });

  app.post('/user/login', async (request, reply) => {
    const body = parseInput(LoginBodySchema, request.body ?? {});
    const { session, deviceCookie } = await users.login(
      body.username,
      body.password,
      request.ip,
      deviceCookieOf(request, 'customer'),
    );
    // This browser is now a known device of the account: strangers' guesses never lock it out.
    setDeviceCookie(request, reply, 'customer', deviceCookie);
    return ok(session.token, { refreshToken: session.refreshToken });
  });

  app.post('/user/refresh', async (request) => {
    const { refreshToken } = parseInput(RefreshBodySchema, request.body ?? {});
    const session = await users.refresh(refreshToken);
    return ok(session.token, { refreshToken: session.refreshToken });
  });

  app.post('/user/logout', async (request) => {
    const { refreshToken } = parseInput(RefreshBodySchema, request.body ?? {});
    await users.logout(refreshToken);
    return ok(true);
  });

  app.get('/user/me', async (request) => ok(await users.profile(requireCustomer(request))));

  app.post('/user/me', async (request) => {
    const customerId = requireCustomer(request);
    const { customer } = parseInput(ProfileBodySchema, request.body ?? {});
    return ok(await users.updateProfile(customerId, customer, request.ip));
  });

  app.post('/user/me/language', async (request) => {
    const customerId = requireCustomer(request);
    const { language } = parseInput(LanguageBodySchema, request.body ?? {});
    await users.setLanguage(customerId, language);
    return ok(true);
  });

  app.post('/user/change-password', async (request) => {
    const customerId = requireCustomer(request);
    const body = parseInput(ChangePasswordBodySchema, request.body ?? {});
    await users.changePassword(customerId, body.currentPassword, body.newPassword);
    return ok(true);
  });

  /** Answers the same whether or not the address has an account (no enumeration). */
  app.post('/user/reset-password', async (request, reply) => {
    const { email } = parseInput(ResetPasswordBodySchema, request.body ?? {});
    await users.limitReset(email, request.ip);
    // Without SMTP the link waits in the local mailbox, shown only to the browser that asked for it.
    const viewerHash = mailer.usesSmtp ? null : issueViewerKey(request, reply);
    // An address with an account answers no later than one without: both after the same floor.
    await noSoonerThan(RESET_ANSWER_FLOOR_MS, async () => {
      const reset = await users.startReset(email);
      if (!reset) return;
      const language = reset.customer.language as Language;
      const query = new URLSearchParams({ email: reset.customer.email, token: reset.token });
      const link = `${request.protocol}://${request.host}${storePath(STORE_OF_LANGUAGE[language], '/reset-password')}?${query.toString()}`;
      await mailer.send(resetPasswordMail({ ...reset.customer, language }, link), { viewerHash });
    });
    return ok(true);
  });

  app.post('/user/create-password', async (request) => {
    const body = parseInput(CreatePasswordBodySchema, request.body ?? {});
    await users.finishReset(body.email, body.resetToken, body.newPassword, request.ip);
    return ok(true);
  });
}
