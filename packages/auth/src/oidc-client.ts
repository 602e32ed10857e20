import * as client from 'openid-client';
import type { IdentityClaims } from './users.js';

// The relying party: authorization code flow with PKCE (S256), state and nonce, via openid-client,
// which checks the id_token's signature (provider JWKS), issuer, audience, expiry and nonce, and
// the RFC 9207 `iss` response parameter when the provider sends it.

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback URL registered at the provider; one sign-in may name another (startSignIn). */
  redirectUri: string;
  /** Allow plain-http provider URLs: only for the built-in development provider or localhost. */
  allowHttp?: boolean;
  scope?: string;
  /** Seconds for each request to the provider. */
  timeoutSeconds?: number;
}

/** Kept server-side (in the encrypted OAuth cookie) between /api/login and /api/callback. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The callback URL this sign-in named; the token request must name the same. Default: the client's. */
  redirectUri?: string;
}

export interface OidcClient {
  /**
   * `redirectUri`: this sign-in's callback URL when it is not the client's own (the development
   * provider accepts one per address of this machine). The caller chooses it from known URLs only.
   */
  startSignIn(options?: { redirectUri?: string }): Promise<Required<SignInChecks> & { url: URL }>;
  /** Validates the provider's answer against the checks; throws SignInError on any mismatch. */
  finishSignIn(currentUrl: URL | string, checks: SignInChecks): Promise<IdentityClaims>;
}

/** Why a sign-in failed, as a short code safe to log (never the tokens themselves). */
export class SignInError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Sign-in failed: ${reason}`, options);
    this.name = 'SignInError';
  }
}

const DEFAULT_SCOPE = 'openid email profile';

export function createOidcClient(options: OidcClientOptions): OidcClient {
  const issuerUrl = new URL(options.issuer);
  const redirectUri = new URL(options.redirectUri);
  if (issuerUrl.protocol !== 'https:' && !options.allowHttp) {
    throw new Error('The OpenID provider must be served over https');
  }
  const scope = options.scope ?? DEFAULT_SCOPE;
  const timeout = options.timeoutSeconds ?? 10;

  // Discovery is lazy and forgotten on failure: the development provider lives in this same
  // process and answers only once the server listens, and a real provider may be briefly down.
  let configuration: Promise<client.Configuration> | undefined;
  function getConfiguration(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        issuerUrl,
        options.clientId,
        { redirect_uris: [redirectUri.href] },
        clientAuth(options.clientSecret),
        {
          // Non-repudiation checks make openid-client verify the id_token's signature against the
          // provider's JWKS too; by default it relies on TLS to the token endpoint alone.
          execute: options.allowHttp
            ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
            : [client.enableNonRepudiationChecks],
          timeout,
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw new SignInError('discovery_failed', { cause: error });
      });
    return configuration;
  }

  return {
    async startSignIn(start) {
      const config = await getConfiguration();
      const signInRedirectUri = new URL(start?.redirectUri ?? redirectUri.href).href;
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: signInRedirectUri,
        response_type: 'code',
        scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier, redirectUri: signInRedirectUri };
    },

    async finishSignIn(currentUrl, checks) {
      const config = await getConfiguration();
      // The redirect_uri sent to the token endpoint is derived from this URL, so rebuild it on the
      // registered redirect URI and keep only the query the provider added.
      const signInRedirectUri = new URL(checks.redirectUri ?? redirectUri.href);
      const received = new URL(currentUrl, signInRedirectUri);
      const callbackUrl = new URL(signInRedirectUri.href);
      callbackUrl.search = received.search;

      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new SignInError(reasonOf(error), { cause: error });
      }
      const idToken = tokens.claims();
      if (!idToken) throw new SignInError('missing_id_token');

      let profile: Record<string, unknown> = idToken;
      if (typeof idToken.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        // Providers that keep profile claims out of the id_token (OIDC Core 5.4) serve them here;
        // openid-client checks the answer is about the same subject.
        try {
          profile = {
            ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)),
            ...idToken,
          };
        } catch (error) {
          throw new SignInError('userinfo_failed', { cause: error });
        }
      }
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: stringClaim(profile.email),
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        givenName: stringClaim(profile.given_name),
        familyName: stringClaim(profile.family_name),
        name: stringClaim(profile.name),
        picture: stringClaim(profile.picture),
      };
    },
  };
}

/** client_secret_basic unless the provider only accepts client_secret_post. */
function clientAuth(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, metadata, body, headers) => {
    const supported = as.token_endpoint_auth_methods_supported;
    const usePost =
      Array.isArray(supported) &&
      !supported.includes('client_secret_basic') &&
      supported.includes('client_secret_post');
    (usePost ? post : basic)(as, metadata, body, headers);
  };
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function reasonOf(error: unknown): string {
  if (
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.ResponseBodyError
  ) {
    // The provider's own OAuth error code (access_denied, invalid_grant, …).
    return `provider_${error.error.toLowerCase().replace(/[^a-z0-9_]/g, '')}`.slice(0, 80);
  }
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    return error.code.toLowerCase();
  }
  return 'unexpected';
}
