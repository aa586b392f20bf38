import { AreaGuard } from '@rescue/web-kit';

export const CONSOLE_NAME = 'Operator Console';

/**
 * The console's door: nobody logged in goes to the login screen (and comes back here after),
 * an account of another role sees whose console this is, with the way to its own dashboard.
 * The API refuses them either way.
 */
export function AdminAccessGate() {
  return <AreaGuard role="admin" area={CONSOLE_NAME} loginRedirectMessage="" />;
}
