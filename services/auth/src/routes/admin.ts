import type {
  AdminAccountList,
  AdminAccountResult,
  AdminNgoList,
  AuditAction,
  AuditEntry,
  AuditLog,
} from '@rescue/contracts';
import {
  Router,
  authorize,
  badRequest,
  callInternal,
  conflict,
  notFound,
  parseInput,
  type AuthUser,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { toAdminAccount } from '../domain/accounts';
import type { SessionEndReason } from '../store/sessions';
import type { UserDoc } from '../store/users';
import {
  accountQuerySchema,
  auditQuerySchema,
  ngoQueueQuerySchema,
  reasonRequestSchema,
  roleChangeRequestSchema,
} from '@rescue/contracts';
import type { AuthDeps } from './deps';
import { loadUser } from './load-user';

/**
 * The operator's console: verifying NGOs, suspending and restoring accounts, roles, deletion,
 * and the audit log every one of those actions writes to. Admins only (policy.ts).
 */
export function adminRouter({
  config,
  users,
  sessions,
  audit,
  logger,
}: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/api/admin' });

  /** Records the action, ends the account's sessions when it must, answers with the account. */
  async function done(
    ctx: ServiceContext,
    admin: AuthUser,
    action: AuditAction,
    account: UserDoc,
    message: string,
    options: { reason?: string; endSessions?: SessionEndReason } = {},
  ) {
    if (options.endSessions)
      await sessions.endAllOf(account._id.toHexString(), options.endSessions);
    await audit.record({
      actor: { id: admin.id, name: admin.name },
      action,
      target: {
        kind: 'account',
        id: account._id.toHexString(),
        label: `${account.name} <${account.email}>`,
      },
      reason: options.reason ?? null,
    });
    const body: AdminAccountResult = { success: true, message, account: toAdminAccount(account) };
    ctx.body = body;
  }

  /** The account the path names, and never the operator's own for a destructive action. */
  async function target(
    ctx: ServiceContext & { params: { id?: string } },
    admin: AuthUser,
    self?: string,
  ) {
    const account = await loadUser(users, ctx.params.id);
    if (self && account._id.toHexString() === admin.id)
      throw conflict(`You cannot ${self} your own account`);
    return account;
  }

  router.get('/ngos', async (ctx) => {
    authorize(ctx, 'admin.ngos');
    const { state, limit } = parseInput(ngoQueueQuerySchema, ctx.query);
    const body: AdminNgoList = { data: (await users.listNgos(state, limit)).map(toAdminAccount) };
    ctx.body = body;
  });

  router.post('/ngos/:id/verify', async (ctx) => {
    const admin = authorize(ctx, 'admin.ngos.verify');
    const ngo = await target(ctx, admin);
    if (ngo.role !== 'ngo') throw badRequest('Only NGO accounts are verified');
    if (!ngo.documentsSigned) throw conflict('This NGO has not signed its documents yet');
    const verified = await users.setVerification(ngo._id, {
      state: 'verified',
      decidedAt: new Date(),
      decidedBy: admin.name,
    });
    if (!verified) throw notFound('User not found');
    await done(ctx, admin, 'ngo.verify', verified, `${verified.name} is verified`);
  });

  router.post('/ngos/:id/reject', async (ctx) => {
    const admin = authorize(ctx, 'admin.ngos.reject');
    const { reason } = parseInput(reasonRequestSchema, ctx.request.body);
    const ngo = await target(ctx, admin);
    if (ngo.role !== 'ngo') throw badRequest('Only NGO accounts are verified');
    const rejected = await users.setVerification(ngo._id, {
      state: 'rejected',
      decidedAt: new Date(),
      decidedBy: admin.name,
      reason,
    });
    if (!rejected) throw notFound('User not found');
    await done(ctx, admin, 'ngo.reject', rejected, `${rejected.name} was not verified`, { reason });
  });

  router.get('/accounts', async (ctx) => {
    authorize(ctx, 'admin.accounts');
    const query = parseInput(accountQuerySchema, ctx.query);
    const body: AdminAccountList = { data: (await users.search(query)).map(toAdminAccount) };
    ctx.body = body;
  });

  router.post('/accounts/:id/suspend', async (ctx) => {
    const admin = authorize(ctx, 'admin.accounts.suspend');
    const { reason } = parseInput(reasonRequestSchema, ctx.request.body);
    const account = await target(ctx, admin, 'suspend');
    const suspended = await users.suspend(account._id, { reason, at: new Date(), by: admin.name });
    if (!suspended) throw notFound('User not found');
    await done(ctx, admin, 'account.suspend', suspended, `${suspended.name} is suspended`, {
      reason,
      endSessions: 'suspended',
    });
  });

  router.post('/accounts/:id/restore', async (ctx) => {
    const admin = authorize(ctx, 'admin.accounts.restore');
    const account = await target(ctx, admin);
    const restored = await users.restore(account._id);
    if (!restored) throw notFound('User not found');
    await done(ctx, admin, 'account.restore', restored, `${restored.name} is restored`);
  });

  router.put('/accounts/:id/role', async (ctx) => {
    const admin = authorize(ctx, 'admin.accounts.role');
    const { role } = parseInput(roleChangeRequestSchema, ctx.request.body);
    const account = await target(ctx, admin, 'change the role of');
    if (account.role === role) throw conflict(`This account is already ${role}`);
    const changed = await users.setRole(account._id, role);
    if (!changed) throw notFound('User not found');
    await done(ctx, admin, 'account.role', changed, `${changed.name} is now ${role}`, {
      reason: `${account.role} to ${role}`,
      endSessions: 'role-changed',
    });
  });

  router.delete('/accounts/:id', async (ctx) => {
    const admin = authorize(ctx, 'admin.accounts.delete');
    const account = await target(ctx, admin, 'delete');
    await sessions.endAllOf(account._id.toHexString(), 'deleted');
    if (!(await users.delete(account._id))) throw notFound('User not found');
    await done(ctx, admin, 'account.delete', account, `${account.name} is deleted`);
  });

  // Auth's entries and the incidents service's (report moderation), newest first. Without the
  // incidents service (down, failing, or older than its audit endpoint), auth's own, and a
  // header saying the log is partial: the operator still sees what auth knows.
  router.get('/audit', async (ctx) => {
    authorize(ctx, 'admin.audit');
    const { limit } = parseInput(auditQuerySchema, ctx.query);
    const [own, reports] = await Promise.all([
      audit.newest(limit),
      callInternal<AuditLog>(config.incidentsUrl, `/internal/audit?limit=${limit}`, {
        internalApiKey: config.internalApiKey,
        requestId: ctx.state.requestId,
      }).catch((error: unknown) => {
        logger.warn(
          { reqId: ctx.state.requestId, err: error },
          "the incidents service's audit entries are missing",
        );
        return undefined;
      }),
    ]);
    if (!reports) ctx.set('X-Audit-Partial', 'incidents');
    const data: AuditEntry[] = [...own, ...(reports?.data ?? [])]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, limit);
    const body: AuditLog = { data };
    ctx.body = body;
  });

  return router;
}
