import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type StaffChallenge, type StaffDuty, type StaffMemberView } from '@apteek/domain';
import { deviceCookieOf, setDeviceCookie } from '../../lib/known-device.ts';
import { parseInput } from '../../plugins/validation.ts';
import { FEED_CONTENT_TYPES, type FeedImporter, type IntegrationKeys } from '../feeds/index.ts';
import type { OrderChecks, OrderLifeSteps, OrderReturnsService, OrderToCheck } from '../order/index.ts';
import type { ReviewModeration } from '../reviews/index.ts';
import { readOpeningTimes, updateOpeningTimes } from '../opening-hours/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import { registerStaffCatalogueRoutes, STAFF_FEED_UPLOAD } from './staff-catalogue.ts';
import { registerStaffChatRoutes } from './staff-chats.ts';
import { registerStaffCustomerGroupRoutes } from './staff-customer-groups.ts';
import { registerStaffIntegrationRoutes } from './staff-integrations.ts';
import { registerStaffFulfilmentRoutes } from './staff-fulfilment.ts';
import { registerStaffReturnRoutes } from './staff-returns.ts';
import { registerStaffOfferRoutes } from './staff-offers.ts';
import { registerStaffOrderRoutes } from './staff-orders.ts';
import { registerStaffReviewRoutes } from './staff-reviews.ts';
import {
  AuditQuerySchema,
  StaffCodeBodySchema,
  StaffDutyBodySchema,
  StaffLoginBodySchema,
} from './staff-schemas.ts';
import type { StaffService, StaffSessionMember } from './staff-service.ts';

/** The staff session's cookie: HttpOnly, SameSite=Strict, for the browser's session only. */
export const STAFF_COOKIE = 'apteek_staff';

function cookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STAFF_COOKIE) return value.join('=') || null;
  }
  return null;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, clear = false): void {
  const attributes = [`${STAFF_COOKIE}=${value}`, 'HttpOnly', 'SameSite=Strict', 'Path=/'];
  if (request.protocol === 'https') attributes.push('Secure');
  if (clear) attributes.push('Max-Age=0');
  void reply.header('set-cookie', attributes.join('; '));
}

/**
 * A call that changes something must be JSON (a form post from another site cannot be) and, when
 * the browser names its origin, come from this host: SameSite=Strict is the first guard, this the second.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.method !== 'POST' && request.method !== 'PUT') return;
  const type = request.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
  // A feed file goes as itself: like JSON, no form of another site can send its media types.
  const isFeedFile = STAFF_FEED_UPLOAD.test(request.url) && FEED_CONTENT_TYPES.includes(type);
  if (type !== 'application/json' && !isFeedFile) throw new DomainError('json_required');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  // Both read as URLs of the origin's scheme, so a default port written or left out compares equal.
  let same = false;
  try {
    const from = new URL(origin);
    same = from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    same = false;
  }
  if (!same) throw new DomainError('staff_forbidden');
}

const ok = <T>(result: T) => ({ code: 200, result });

/** The two login steps; the second sets the session's cookie and the device cookie (`lib/known-device.ts`). */
function registerStaffLoginRoutes(app: FastifyInstance, staff: StaffService): void {
  app.post('/staff/login', async (request) => {
    const { email, password } = parseInput(StaffLoginBodySchema, request.body ?? {});
    const device = deviceCookieOf(request, 'staff');
    return ok<StaffChallenge>({ challenge: await staff.login(email, password, request.ip, device) });
  });

  app.post('/staff/login/totp', async (request, reply) => {
    const { challenge, code } = parseInput(StaffCodeBodySchema, request.body ?? {});
    const device = deviceCookieOf(request, 'staff');
    const { token, member, deviceCookie } = await staff.verifyCode(
      challenge,
      code.trim(),
      request.ip,
      device,
    );
    setCookie(request, reply, token);
    // After the session's cookie: this browser is now a known device of the account.
    setDeviceCookie(request, reply, 'staff', deviceCookie);
    return ok({ name: member.name, role: member.role });
  });
}

/** /api/staff/*: staff login with a TOTP code, the session, opening hours and the audit log. */
export async function registerStaffRoutes(
  app: FastifyInstance,
  staff: StaffService,
  audit: StaffAudit,
  orders: {
    checks: OrderChecks;
    list: () => Promise<OrderToCheck[]>;
    life: OrderLifeSteps;
    returns: OrderReturnsService;
  },
  moderation: ReviewModeration,
  feeds: { keys: IntegrationKeys; importer: FeedImporter },
): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-robots-tag', 'noindex');
  });
  app.addHook('onRequest', async (request) => refuseCrossSite(request));

  async function requireMember(request: FastifyRequest): Promise<StaffSessionMember> {
    const token = cookieOf(request);
    const member = token ? await staff.authenticate(token) : null;
    if (!member) throw new DomainError('staff_login_required');
    return member;
  }

  /** Pharmacists' and administrators' work, not a warehouse worker's or a catalogue manager's. */
  async function requireStaff(request: FastifyRequest): Promise<StaffSessionMember> {
    const member = await requireMember(request);
    if (member.role !== 'pharmacist' && member.role !== 'admin') throw new DomainError('staff_forbidden');
    return member;
  }

  registerStaffLoginRoutes(app, staff);

  app.get('/staff/me', async (request) => {
    const { name, email, role, onDuty } = await requireMember(request);
    return ok<StaffMemberView>({ name, email, role, onDuty });
  });

  // The pharmacist's duty switch: on duty, customers' prescription offer requests wait for them
  // (up to OFFER_WAIT_MINUTES); the session holds it, so logging out ends it.
  app.post('/staff/duty', async (request) => {
    const member = await requireStaff(request);
    if (member.role !== 'pharmacist') throw new DomainError('staff_forbidden');
    const { onDuty } = parseInput(StaffDutyBodySchema, request.body ?? {});
    await staff.setDuty(cookieOf(request)!, onDuty);
    await audit.write({ staffId: member.id, action: onDuty ? 'duty_started' : 'duty_ended', ip: request.ip });
    return ok<StaffDuty>({ onDuty });
  });

  app.post('/staff/logout', async (request, reply) => {
    const member = await requireMember(request);
    await staff.logout(cookieOf(request)!);
    await audit.write({ staffId: member.id, action: 'logout', ip: request.ip });
    setCookie(request, reply, '', true);
    return ok(true);
  });

  registerStaffHoursRoutes(app, { requireStaff, audit });
  registerStaffOrderRoutes(app, { requireStaff, audit, checks: orders.checks, list: orders.list });
  registerStaffFulfilmentRoutes(app, { requireMember, audit, life: orders.life });
  registerStaffReturnRoutes(app, { requireMember, audit, returns: orders.returns });
  registerStaffOfferRoutes(app, { requireStaff, audit });
  registerStaffChatRoutes(app, { requireStaff, audit });
  registerStaffReviewRoutes(app, { requireStaff, audit, moderation });
  registerStaffIntegrationRoutes(app, { requireStaff, audit, keys: feeds.keys });
  registerStaffCatalogueRoutes(app, { requireMember, audit, importer: feeds.importer });
  registerStaffCustomerGroupRoutes(app, { requireStaff, audit });

  app.get('/staff/audit', async (request) => {
    const member = await requireStaff(request);
    if (member.role !== 'admin') throw new DomainError('staff_forbidden');
    const { limit } = parseInput(AuditQuerySchema, request.query ?? {});
    await audit.write({ staffId: member.id, action: 'audit_read', details: { limit }, ip: request.ip });
    return ok(await audit.latest(limit));
  });
}

/** The pharmacy's opening hours as staff read and change them; each change audited with before and after. */
function registerStaffHoursRoutes(
  app: FastifyInstance,
  {
    requireStaff,
    audit,
  }: { requireStaff: (request: FastifyRequest) => Promise<StaffSessionMember>; audit: StaffAudit },
): void {
  app.get('/staff/opening-times', async (request) => {
    await requireStaff(request);
    return ok(await readOpeningTimes(app.db, app.now()));
  });

  app.put('/staff/opening-times', async (request) => {
    const member = await requireStaff(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    // The hours themselves, or wrapped as { openingTimes } like the prescription module names them.
    const input =
      body.openingTimes !== undefined && body.allowedDays === undefined ? body.openingTimes : body;
    const before = await readOpeningTimes(app.db, app.now());
    const after = await updateOpeningTimes(app.db, input);
    await audit.write({
      staffId: member.id,
      action: 'opening_times_changed',
      target: 'pharmacy_opening_times',
      details: { before, after },
      ip: request.ip,
    });
    return ok(after);
  });
}
