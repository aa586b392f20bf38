// The few parts of the docusign-esign SDK (v10, plain JavaScript, no bundled types) this
// service uses, typed after node_modules/docusign-esign/src.
declare module 'docusign-esign' {
  export interface OAuthTokenResponse {
    body: { access_token: string; token_type: string; expires_in: number };
  }

  export class ApiClient {
    constructor(options?: { basePath?: string; oAuthBasePath?: string });
    setOAuthBasePath(oAuthBasePath: string): void;
    addDefaultHeader(name: string, value: string): void;
    requestJWTUserToken(
      clientId: string,
      userId: string,
      scopes: string[],
      rsaPrivateKey: string | Buffer,
      expiresInSeconds: number,
    ): Promise<OAuthTokenResponse>;
  }

  export interface EnvelopeDocument {
    documentBase64: string;
    name: string;
    fileExtension: string;
    documentId: string;
  }

  export interface SignHereTab {
    anchorString: string;
    anchorUnits?: string;
    anchorXOffset?: string;
    anchorYOffset?: string;
  }

  export interface Signer {
    email: string;
    name: string;
    recipientId: string;
    routingOrder?: string;
    clientUserId: string;
    tabs?: { signHereTabs?: SignHereTab[] };
  }

  export interface EnvelopeDefinition {
    emailSubject: string;
    documents: EnvelopeDocument[];
    recipients: { signers: Signer[] };
    status: 'created' | 'sent';
  }

  export interface RecipientViewRequest {
    returnUrl: string;
    authenticationMethod: string;
    email: string;
    userName: string;
    clientUserId: string;
  }

  export class EnvelopesApi {
    constructor(apiClient: ApiClient);
    createEnvelope(
      accountId: string,
      options: { envelopeDefinition: EnvelopeDefinition },
    ): Promise<{ envelopeId?: string; status?: string }>;
    createRecipientView(
      accountId: string,
      envelopeId: string,
      options: { recipientViewRequest: RecipientViewRequest },
    ): Promise<{ url?: string }>;
    getEnvelope(
      accountId: string,
      envelopeId: string,
    ): Promise<{ envelopeId?: string; status?: string }>;
  }
}
