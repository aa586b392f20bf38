import type {
  AdminAccountList,
  AdminAccountResult,
  AdminNgoList,
  AuditAction,
  AuditEntry,
  AuditLog,
} from '@rescue/contracts';
import {
  badRequest,
  callInternal,
  conflict,
  notFound,
  operationRouter,
  type AuthUser,
  type Router,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { toAdminAccount } from '../domain/accounts';
import type { SessionEndReason } from '../store/sessions';
import type { UserDoc } from '../store/users';
import type { AuthDeps } from './deps';
import { accountLoader } from './load-user';

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
  const router = operationRouter({ loaders: { account: accountLoader(users) } });

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

  /** Never the operator's own account for a destructive action. */
  function notOwn(account: UserDoc, admin: AuthUser, action: string): UserDoc {
    if (account._id.toHexString() === admin.id)
      throw conflict(`You cannot ${action} your own account`);
    return account;
  }

  router.route('admin.ngos', async ({ ctx, input }) => {
    const { state, limit } = input.query;
    const body: AdminNgoList = { data: (await users.listNgos(state, limit)).map(toAdminAccount) };
    ctx.body = body;
  });

  router.route('admin.ngos.verify', async ({ ctx, user: admin, object: ngo }) => {
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

  router.route('admin.ngos.reject', async ({ ctx, input, user: admin, object: ngo }) => {
    const { reason } = input.body;
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

  router.route('admin.accounts', async ({ ctx, input: { query } }) => {
    const body: AdminAccountList = { data: (await users.search(query)).map(toAdminAccount) };
    ctx.body = body;
  });

  router.route('admin.accounts.suspend', async ({ ctx, input, user: admin, object }) => {
    const { reason } = input.body;
    const account = notOwn(object, admin, 'suspend');
    const suspended = await users.suspend(account._id, { reason, at: new Date(), by: admin.name });
    if (!suspended) throw notFound('User not found');
    await done(ctx, admin, 'account.suspend', suspended, `${suspended.name} is suspended`, {
      reason,
      endSessions: 'suspended',
    });
  });

  router.route('admin.accounts.restore', async ({ ctx, user: admin, object: account }) => {
    const restored = await users.restore(account._id);
    if (!restored) throw notFound('User not found');
    await done(ctx, admin, 'account.restore', restored, `${restored.name} is restored`);
  });

  router.route('admin.accounts.role', async ({ ctx, input, user: admin, object }) => {
    const { role } = input.body;
    const account = notOwn(object, admin, 'change the role of');
    if (account.role === role) throw conflict(`This account is already ${role}`);
    const changed = await users.setRole(account._id, role);
    if (!changed) throw notFound('User not found');
    await done(ctx, admin, 'account.role', changed, `${changed.name} is now ${role}`, {
      reason: `${account.role} to ${role}`,
      endSessions: 'role-changed',
    });
  });

  router.route('admin.accounts.delete', async ({ ctx, user: admin, object }) => {
    const account = notOwn(object, admin, 'delete');
    await sessions.endAllOf(account._id.toHexString(), 'deleted');
    if (!(await users.delete(account._id))) throw notFound('User not found');
    await done(ctx, admin, 'account.delete', account, `${account.name} is deleted`);
  });

  // Auth's entries and the incidents service's (report moderation), newest first. Without the
  // incidents service (down, failing, or older than its audit endpoint), auth's own, and a
  // header saying the log is partial: the operator still sees what auth knows.
  router.route('admin.audit', async ({ ctx, input }) => {
    const { limit } = input.query;
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

  return router.router;
}
