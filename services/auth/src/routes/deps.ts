import type { AuthConfig } from '../config';
import type { AccountNotices } from '../domain/account-notices';
import type { AuthLimits } from '../domain/limits';
import type { AuditLogStore, Logger } from '@rescue/service-kit';
import type { ContactMessageStore } from '../store/contact-messages';
import type { NewsletterStore } from '../store/newsletter';
import type { SessionStore } from '../store/sessions';
import type { UserStore } from '../store/users';

/** What the routers need, built once in app.ts. */
export interface AuthDeps {
  config: AuthConfig;
  users: UserStore;
  sessions: SessionStore;
  audit: AuditLogStore;
  limits: AuthLimits;
  notices: AccountNotices;
  /** The contact page's messages and the newsletter (issue 30). */
  contactMessages: ContactMessageStore;
  newsletter: NewsletterStore;
  logger: Logger;
}
