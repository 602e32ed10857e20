// A push service for tests (decision 068): local HTTPS on 127.0.0.1 with a certificate made for
// the run. It accepts a message only with a valid VAPID signature (an ES256 JWT for this origin,
// signed by the key in `k=`), decrypts the payload (aes128gcm) with the browser's private key,
// and answers what a test asks of each endpoint (201, or 404/410 for a gone subscription).
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- http_ece has no type declarations
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

export interface FakeDevice {
  /** What a browser's PushSubscription.toJSON() gives. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payloads delivered to this device, decrypted and parsed. */
  received: unknown[];
  /** The status the service answers for this device (201 unless a test says 410). */
  status: number;
}

export interface FakePushService {
  agent: Agent;
  /** A new browser subscription on this service. */
  device(): FakeDevice;
  /** Requests refused for a bad or missing VAPID signature. */
  refused: number;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks `Authorization: vapid t=<jwt>, k=<public key>` for this service's origin. */
async function vapidValid(header: string | undefined, origin: string, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || match[2] !== publicKey) return false;
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  try {
    const { payload } = await jwtVerify(match[1], key, { audience: origin });
    return typeof payload.sub === 'string' && /^(mailto:|https:)/.test(payload.sub);
  } catch {
    return false;
  }
}

export async function startFakePushService(vapidPublicKey: () => string): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, { device: FakeDevice; ecdh: ReturnType<typeof createECDH> }>();
  let origin = '';
  const service: FakePushService = {
    agent: new Agent({ ca: cert }),
    refused: 0,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const device: FakeDevice = {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
        received: [],
        status: 201,
      };
      devices.set(`/push/${id}`, { device, ecdh });
      return device;
    },
    close: () =>
      new Promise<void>((resolve) => {
        service.agent.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const entry = devices.get(request.url ?? '');
        if (!entry) return response.writeHead(404).end();
        if (!(await vapidValid(request.headers.authorization, origin, vapidPublicKey()))) {
          service.refused += 1;
          return response.writeHead(403).end();
        }
        if (entry.device.status !== 201) return response.writeHead(entry.device.status).end();
        const plain = (ece as { decrypt: (b: Buffer, p: object) => Buffer }).decrypt(
          Buffer.concat(chunks),
          {
            version: request.headers['content-encoding'],
            privateKey: entry.ecdh,
            authSecret: entry.device.subscription.keys.auth,
          },
        );
        entry.device.received.push(JSON.parse(plain.toString('utf8')));
        response.writeHead(201).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
