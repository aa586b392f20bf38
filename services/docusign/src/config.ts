import {
  DEFAULT_PORTS,
  loadBaseConfig,
  readSecret,
  type BaseServiceConfig,
} from '@rescue/service-kit';

/** What the DocuSign eSignature API needs (JWT grant for a service user). */
export interface DocusignApiSettings {
  integrationKey: string;
  userId: string;
  accountId: string;
  privateKey: string;
  /** REST base, e.g. https://demo.docusign.net/restapi */
  basePath: string;
  /** OAuth host without scheme, e.g. account-d.docusign.com */
  oAuthBasePath: string;
}

export interface DocusignConfig extends BaseServiceConfig {
  /** The public origin browsers use; DocuSign sends the signer back to it. */
  publicUrl: string;
  /** Set when DocuSign credentials are configured; otherwise the local signing page is used. */
  docusignApi?: DocusignApiSettings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): DocusignConfig {
  return {
    ...loadBaseConfig('docusign', DEFAULT_PORTS.docusign, env),
    publicUrl: (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/$/, ''),
    docusignApi: loadDocusignApiSettings(env),
  };
}

function loadDocusignApiSettings(env: NodeJS.ProcessEnv): DocusignApiSettings | undefined {
  const credentials = {
    DOCUSIGN_INTEGRATION_KEY: env.DOCUSIGN_INTEGRATION_KEY,
    DOCUSIGN_USER_ID: env.DOCUSIGN_USER_ID,
    DOCUSIGN_ACCOUNT_ID: env.DOCUSIGN_ACCOUNT_ID,
    DOCUSIGN_PRIVATE_KEY: readSecret('DOCUSIGN_PRIVATE_KEY', env),
  };
  const missing = Object.entries(credentials).filter(([, value]) => !value);
  if (missing.length === Object.keys(credentials).length) return undefined;
  // Half a configuration is a mistake worth stopping for, not a silent fall-back to local signing.
  if (missing.length > 0) {
    throw new Error(`Incomplete DocuSign configuration: set ${missing.map(([n]) => n).join(', ')}`);
  }
  return {
    integrationKey: credentials.DOCUSIGN_INTEGRATION_KEY!,
    userId: credentials.DOCUSIGN_USER_ID!,
    accountId: credentials.DOCUSIGN_ACCOUNT_ID!,
    privateKey: credentials.DOCUSIGN_PRIVATE_KEY!,
    basePath: (env.DOCUSIGN_BASE_PATH ?? 'https://demo.docusign.net/restapi').replace(/\/$/, ''),
    oAuthBasePath: env.DOCUSIGN_OAUTH_BASE_PATH ?? 'account-d.docusign.com',
  };
}
