#!/usr/bin/env node
// `npm run token -- member@example.org`: asks the running development server for a personal API
// token for that person and prints it (for scripts: `Authorization: Bearer <token>`). Works only
// while the built-in development sign-in is active, and only on the machine the server runs on;
// never in production.

const email = process.argv[2];
if (!email || email.startsWith('-')) {
  console.error('Usage: npm run token -- <e-mail of an existing user>');
  process.exit(2);
}

const port = process.env.PORT || '3000';
const url = `http://localhost:${port}/api/dev/tokens`;

let response;
try {
  response = await globalThis.fetch(url, {
    method: 'POST',
    // The CSRF header lets a server without the route answer 404 rather than refuse the change.
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-lectern-csrf': '1',
    },
    body: JSON.stringify({ email }),
  });
} catch {
  console.error(
    `No Lectern server answered at http://localhost:${port}. Start it first (npm start or npm run dev).`,
  );
  process.exit(1);
}

if (response.status === 404) {
  const body = await response.json().catch(() => null);
  // The dev route answers { error: 'Not found' }; the server's generic 404 means the route is absent.
  if (body && body.error === 'Not found') {
    console.error(
      'No user has that e-mail address (try one of the demo people, e.g. member@example.org).',
    );
  } else {
    console.error(
      'This server does not issue development tokens: the built-in development sign-in is off ' +
        '(an OpenID provider is configured, or it runs in production), or this command did not reach ' +
        'it from the same machine. Create a token in the app instead.',
    );
  }
  process.exit(1);
}
if (response.status === 400) {
  console.error('That is not a valid e-mail address.');
  process.exit(1);
}
if (!response.ok) {
  console.error(`The server refused (HTTP ${response.status}).`);
  process.exit(1);
}
const { token } = await response.json();
if (typeof token !== 'string') {
  console.error('Unexpected answer from the server.');
  process.exit(1);
}
console.log(token);
