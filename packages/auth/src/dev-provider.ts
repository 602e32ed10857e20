import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';

// The built-in development identity provider (decision 004): a real OpenID provider (oidc-provider)
// whose sign-in page lists the demo people. The app signs in through it with exactly the code
// path used against a production provider. It refuses to exist in production.

export interface DevPerson {
  email: string;
  firstName: string;
  lastName: string;
  roleLabel?: string;
}

export interface DevIdentityProviderOptions {
  /** Full issuer URL; its path is where the provider is mounted, e.g. http://localhost:3000/api/dev-oidc. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The people offered on the sign-in page. */
  listPeople: () => Promise<DevPerson[]>;
  /** Anyone who may sign in (the listed people and any other existing user), by e-mail. */
  findAccountByEmail: (email: string) => Promise<DevPerson | null>;
  /** Where the "start again" link of an expired sign-in page points. */
  restartUrl?: string;
}

export interface DevIdentityProvider {
  issuer: string;
  /** The path prefix the handler serves (the issuer's path). */
  mountPath: string;
  /** Node request handler; expects the full URL (mount path included). */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
}

export const DEV_SIGN_IN_TITLE = 'Lectern development sign-in';
const SCOPE = 'openid email profile';
const CLAIMS = ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'name'];
const FORM_LIMIT_BYTES = 4 * 1024;
const PROVIDER_SESSION_COOKIE = 'dev_oidc_session';
const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/;

export async function createDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The development identity provider refuses to run when NODE_ENV is production');
  }
  const issuerUrl = new URL(options.issuer);
  const issuer = issuerUrl.href.replace(/\/+$/, '');
  const mountPath = issuerUrl.pathname.replace(/\/+$/, '');
  const restartUrl = options.restartUrl ?? '/';

  // Loaded only here so production never loads the provider (or Koa) at all. The specifier is a
  // variable because oidc-provider ships no types; the shapes used are declared below.
  const specifier = 'oidc-provider';
  const providerModule = (await import(specifier)) as ProviderModule;
  const Provider = providerModule.default;
  // Ephemeral signing key: tokens of this provider mean nothing after a restart, which is the point.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };

  async function findPerson(email: unknown): Promise<DevPerson | null> {
    if (typeof email !== 'string') return null;
    const trimmed = email.trim();
    if (trimmed.length < 3 || trimmed.length > 254) return null;
    return options.findAccountByEmail(trimmed.toLowerCase());
  }

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      names: {
        session: PROVIDER_SESSION_COOKIE,
        interaction: 'dev_oidc_interaction',
        resume: 'dev_oidc_resume',
      },
      // Scoped to the provider's own paths so they never ride along with the app's requests.
      long: { httpOnly: true, sameSite: 'lax', path: `${mountPath}/` },
      short: { httpOnly: true, sameSite: 'lax', path: `${mountPath}/` },
      keys: [randomBytes(32).toString('base64url')],
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Profile claims in the id_token itself, so the client needs no userinfo round trip.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${mountPath}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 600,
    },
    clientBasedCORS: () => false,
    async findAccount(_ctx: unknown, sub: string) {
      const person = await findPerson(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () =>
          Promise.resolve({
            sub,
            email: person.email,
            email_verified: true,
            given_name: person.firstName,
            family_name: person.lastName,
            name: `${person.firstName} ${person.lastName}`.trim(),
          }),
      };
    },
    // Consent is implied for the app's own client: a development sign-in asks one question only.
    async loadExistingGrant(ctx: ProviderContext) {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      const clientId = oidc.client?.clientId;
      if (!accountId || clientId !== options.clientId) return undefined;
      const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      if (existingId) {
        const existing = await oidc.provider.Grant.find(existingId);
        if (existing?.accountId === accountId) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope(SCOPE);
      grant.addOIDCClaims(CLAIMS);
      await grant.save();
      return grant;
    },
    renderError(ctx: ProviderContext, out: Record<string, unknown>) {
      const nonce = randomBytes(16).toString('base64');
      ctx.set('Content-Security-Policy', pageCsp(nonce));
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'html';
      const error = typeof out.error === 'string' ? out.error : 'error';
      const description = typeof out.error_description === 'string' ? out.error_description : '';
      ctx.body = page(
        nonce,
        `<h1>${DEV_SIGN_IN_TITLE}</h1><p class="error">${escapeHtml(error)}${description ? `: ${escapeHtml(description)}` : ''}</p>` +
          `<p><a href="${escapeHtml(restartUrl)}">Start again</a></p>`,
      );
      return Promise.resolve();
    },
  });
  // Behind a TLS-terminating proxy (https issuer) the provider must trust X-Forwarded-Proto to
  // build its https endpoint URLs; a plain-http local server has no proxy to trust.
  provider.proxy = issuerUrl.protocol === 'https:';
  const providerCallback = provider.callback();

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      // No or expired interaction cookie: a stale tab, or a form posted from another site.
      sendPage(res, 400, (nonce) =>
        page(
          nonce,
          `<h1>${DEV_SIGN_IN_TITLE}</h1><p class="error">This sign-in attempt has expired.</p>` +
            `<p><a href="${escapeHtml(restartUrl)}">Start again</a></p>`,
        ),
      );
      return;
    }
    if (details.uid !== uid) {
      sendText(res, 400, 'Interaction mismatch');
      return;
    }
    const method = req.method ?? 'GET';

    if (details.prompt.name === 'consent') {
      // Reached only if the grant above could not be loaded; consent is still automatic.
      const accountId = details.session?.accountId;
      if (!accountId) {
        sendText(res, 400, 'No signed-in person');
        return;
      }
      const grant = new provider.Grant({ clientId: options.clientId, accountId });
      grant.addOIDCScope(SCOPE);
      grant.addOIDCClaims(CLAIMS);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }

    if (action === undefined && (method === 'GET' || method === 'HEAD')) {
      const people = await options.listPeople();
      sendPage(res, 200, (nonce) =>
        pickerPage(nonce, `${mountPath}/interaction/${uid}`, people, undefined),
      );
      return;
    }
    if (method !== 'POST' || action === undefined) {
      sendText(res, 405, 'Method not allowed');
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'Sign-in cancelled' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const form = await readForm(req);
    const person = form ? await findPerson(form.get('email')) : null;
    if (!person) {
      const people = await options.listPeople();
      sendPage(res, 400, (nonce) =>
        pickerPage(
          nonce,
          `${mountPath}/interaction/${uid}`,
          people,
          'No one with that e-mail can sign in here.',
        ),
      );
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.email.toLowerCase() } },
      { mergeWithLastSubmission: false },
    );
  }

  function handler(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    if (url !== mountPath && !url.startsWith(`${mountPath}/`) && !url.startsWith(`${mountPath}?`)) {
      sendText(res, 404, 'Not found');
      return;
    }
    const inner = url.slice(mountPath.length) || '/';
    req.url = inner;
    // oidc-provider derives its endpoint URLs from baseUrl, as when mounted in Express.
    (req as IncomingMessage & { baseUrl?: string }).baseUrl = mountPath;
    const path = inner.split('?', 1)[0] ?? '/';
    // The provider never sees its own earlier session: each sign-in then shows the picker, and
    // choosing someone else never meets the provider's "sign the previous person out" step.
    dropCookie(req, PROVIDER_SESSION_COOKIE);
    const match = INTERACTION_PATH.exec(path);
    if (match?.[1]) {
      interaction(req, res, match[1], match[2]).catch(() => {
        if (!res.headersSent) sendText(res, 500, 'Development sign-in failed');
        else res.end();
      });
      return;
    }
    providerCallback(req, res);
  }

  return { issuer, mountPath, handler };
}

// --- HTML -----------------------------------------------------------------------------------

function pickerPage(
  nonce: string,
  action: string,
  people: DevPerson[],
  error: string | undefined,
): string {
  const rows = people
    .map(
      (p) =>
        `<li><button type="submit" name="email" value="${escapeHtml(p.email)}">` +
        `<span class="name">${escapeHtml(`${p.firstName} ${p.lastName}`.trim())}</span>` +
        (p.roleLabel ? `<span class="role">${escapeHtml(p.roleLabel)}</span>` : '') +
        `<span class="email">${escapeHtml(p.email)}</span></button></li>`,
    )
    .join('');
  const login = escapeHtml(`${action}/login`);
  return page(
    nonce,
    `<h1>${DEV_SIGN_IN_TITLE}</h1>` +
      `<p>This built-in identity provider exists only in development. Choose who to sign in as.</p>` +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="${login}"><ul>${rows}</ul></form>` +
      `<form method="post" action="${login}" class="other">` +
      `<label for="email">Someone else (the e-mail of an existing user)</label>` +
      `<input id="email" name="email" type="email" autocomplete="off" required maxlength="254">` +
      `<button type="submit">Sign in</button></form>` +
      `<form method="post" action="${escapeHtml(`${action}/abort`)}"><button type="submit" class="cancel">Cancel</button></form>`,
  );
}

function page(nonce: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DEV_SIGN_IN_TITLE}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.25rem;margin-top:0}ul{list-style:none;padding:0;margin:0}li{margin:.5rem 0}
li button{width:100%;display:grid;grid-template-columns:1fr auto;gap:.125rem .75rem;text-align:left;padding:.75rem 1rem;border:1px solid #d4d4d8;border-radius:.375rem;background:#fff;cursor:pointer;font:inherit}
li button:hover,li button:focus-visible{border-color:#2563eb;outline:2px solid #2563eb;outline-offset:1px}
.name{font-weight:600}.role{color:#2563eb;font-size:.875rem}.email{grid-column:1/-1;color:#52525b;font-size:.875rem}
.other{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}.other label{width:100%}
.other input{flex:1;padding:.5rem;border:1px solid #d4d4d8;border-radius:.375rem;font:inherit}
.other button,.cancel{padding:.5rem 1rem;border-radius:.375rem;border:1px solid #d4d4d8;background:#fff;cursor:pointer;font:inherit}
.cancel{margin-top:1rem}.error{color:#b91c1c}
</style></head><body><main>${body}</main></body></html>`;
}

/** No scripts at all; the one inline style block is allowed by its nonce; forms post only here. */
function pageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

function sendPage(res: ServerResponse, status: number, render: (nonce: string) => string): void {
  const nonce = randomBytes(16).toString('base64');
  const html = render(nonce);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', pageCsp(nonce));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(html);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function dropCookie(req: IncomingMessage, name: string): void {
  const header = req.headers.cookie;
  if (!header) return;
  req.headers.cookie = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const cookieName = part.slice(0, Math.max(0, part.indexOf('=')));
      return cookieName !== name && !cookieName.startsWith(`${name}.`);
    })
    .join('; ');
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > FORM_LIMIT_BYTES) return null;
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

// --- In-memory storage --------------------------------------------------------------------------

interface StoredPayload {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
  [key: string]: unknown;
}

/**
 * oidc-provider's storage, kept in this process (sessions, interactions, codes, grants). One API
 * process serves development, and a restart simply means signing in again.
 */
function memoryAdapter() {
  const store = new Map<string, { payload: StoredPayload; expiresAt: number }>();
  const byGrant = new Map<string, Set<string>>();

  function live(key: string): StoredPayload | undefined {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  function sweep(): void {
    const now = Date.now();
    for (const [key, entry] of store) if (entry.expiresAt <= now) store.delete(key);
  }

  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    upsert(id: string, payload: StoredPayload, expiresIn: number | undefined): Promise<void> {
      if (store.size > 5000) sweep();
      const key = this.key(id);
      const expiresAt =
        typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
      store.set(key, { payload, expiresAt });
      if (payload.uid)
        store.set(`${this.model}:uid:${payload.uid}`, { payload: { id }, expiresAt });
      if (payload.userCode)
        store.set(`${this.model}:userCode:${payload.userCode}`, { payload: { id }, expiresAt });
      if (payload.grantId) {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
      return Promise.resolve();
    }

    find(id: string): Promise<StoredPayload | undefined> {
      return Promise.resolve(live(this.key(id)));
    }

    findByUid(uid: string): Promise<StoredPayload | undefined> {
      const ref = live(`${this.model}:uid:${uid}`);
      return Promise.resolve(typeof ref?.id === 'string' ? live(this.key(ref.id)) : undefined);
    }

    findByUserCode(userCode: string): Promise<StoredPayload | undefined> {
      const ref = live(`${this.model}:userCode:${userCode}`);
      return Promise.resolve(typeof ref?.id === 'string' ? live(this.key(ref.id)) : undefined);
    }

    consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      store.delete(this.key(id));
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      for (const key of byGrant.get(grantId) ?? []) store.delete(key);
      byGrant.delete(grantId);
      return Promise.resolve();
    }
  };
}

// --- The parts of oidc-provider used here (it ships no type declarations) ------------------------

interface ProviderGrant {
  accountId?: string;
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}

interface GrantClass {
  new (init: { clientId: string; accountId: string }): ProviderGrant;
  find(id: string): Promise<ProviderGrant | undefined>;
}

interface ProviderContext {
  oidc: {
    provider: { Grant: GrantClass };
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { login?: unknown; consent?: { grantId?: string } };
  };
  set(header: string, value: string): void;
  type: string;
  body: unknown;
}

interface InteractionDetails {
  uid: string;
  prompt: { name: string };
  session?: { accountId?: string };
}

interface ProviderInstance {
  proxy: boolean;
  Grant: GrantClass;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
}

interface ProviderModule {
  default: new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
}
