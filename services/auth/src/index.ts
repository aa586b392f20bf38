// What other workspaces (the stack runner, the test kit, the seed) need from this service.
export { start } from './app';
export { loadConfig, type AuthConfig } from './config';
export { ensureAdminAccount, type AdminAccountInput } from './domain/admin-accounts';
