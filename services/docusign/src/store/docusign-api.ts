// DocuSign's eSignature REST API through the official SDK: JWT grant as a service user,
// one envelope per signing session with an embedded (clientUserId) signer.
import type { ApiClient, EnvelopesApi } from 'docusign-esign';
import { HttpError } from '@rescue/service-kit';
import type { DocusignApiSettings } from '../config';

export interface EnvelopeSigner {
  name: string;
  email: string;
  /** Marks the signer as embedded: DocuSign sends no e-mail, we hand out the signing URL. */
  clientUserId: string;
}

export interface EnvelopeFile {
  name: string;
  html: string;
}

export interface DocusignApi {
  createEnvelope(subject: string, files: EnvelopeFile[], signer: EnvelopeSigner): Promise<string>;
  recipientViewUrl(envelopeId: string, signer: EnvelopeSigner, returnUrl: string): Promise<string>;
  envelopeStatus(envelopeId: string): Promise<string>;
}

/** Where each document's signature goes: DocuSign places a Sign Here tab on this text. */
export const SIGN_HERE_ANCHOR = '/sign-here/';
const JWT_SCOPES = ['signature', 'impersonation'];
const TOKEN_LIFETIME_SECONDS = 3600;
const TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000;

type Sdk = { ApiClient: typeof ApiClient; EnvelopesApi: typeof EnvelopesApi };

/** The SDK loads some 600 modules (~0.4 s): only a service configured for DocuSign pays that. */
function loadSdk(): Sdk {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('docusign-esign') as Sdk;
}

export function docusignApi(settings: DocusignApiSettings): DocusignApi {
  const sdk = loadSdk();
  let accessToken: { value: string; renewAt: number } | undefined;

  async function envelopes(): Promise<EnvelopesApi> {
    // ApiClient derives the OAuth host from basePath; set it afterwards so both are configurable.
    const client = new sdk.ApiClient({ basePath: settings.basePath });
    client.setOAuthBasePath(settings.oAuthBasePath);
    if (!accessToken || Date.now() >= accessToken.renewAt) {
      const { body } = await client.requestJWTUserToken(
        settings.integrationKey,
        settings.userId,
        JWT_SCOPES,
        Buffer.from(settings.privateKey),
        TOKEN_LIFETIME_SECONDS,
      );
      const lifetimeMs = (body.expires_in || TOKEN_LIFETIME_SECONDS) * 1000;
      accessToken = {
        value: body.access_token,
        renewAt: Date.now() + lifetimeMs - TOKEN_RENEW_MARGIN_MS,
      };
    }
    client.addDefaultHeader('Authorization', `Bearer ${accessToken.value}`);
    return new sdk.EnvelopesApi(client);
  }

  return {
    createEnvelope: (subject, files, signer) =>
      upstream(async () => {
        const summary = await (
          await envelopes()
        ).createEnvelope(settings.accountId, {
          envelopeDefinition: {
            emailSubject: subject,
            documents: files.map((file, index) => ({
              documentBase64: Buffer.from(file.html).toString('base64'),
              name: file.name,
              fileExtension: 'html',
              documentId: String(index + 1),
            })),
            recipients: {
              signers: [
                {
                  ...signer,
                  recipientId: '1',
                  routingOrder: '1',
                  tabs: {
                    signHereTabs: [
                      {
                        anchorString: SIGN_HERE_ANCHOR,
                        anchorUnits: 'pixels',
                        anchorYOffset: '-4',
                      },
                    ],
                  },
                },
              ],
            },
            status: 'sent',
          },
        });
        return required(summary.envelopeId, 'envelopeId');
      }),
    recipientViewUrl: (envelopeId, signer, returnUrl) =>
      upstream(async () => {
        const view = await (
          await envelopes()
        ).createRecipientView(settings.accountId, envelopeId, {
          recipientViewRequest: {
            returnUrl,
            authenticationMethod: 'none',
            email: signer.email,
            userName: signer.name,
            clientUserId: signer.clientUserId,
          },
        });
        return required(view.url, 'url');
      }),
    envelopeStatus: (envelopeId) =>
      upstream(async () => {
        const envelope = await (await envelopes()).getEnvelope(settings.accountId, envelopeId);
        return required(envelope.status, 'status');
      }),
  };
}

function required(value: string | undefined, field: string): string {
  if (!value) throw new Error(`DocuSign answered without ${field}`);
  return value;
}

/** Any DocuSign failure is a 502 for our client; the cause stays in the log. */
async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(
      new HttpError(502, 'The e-signature service is unavailable, please try again'),
      { cause: error },
    );
  }
}
