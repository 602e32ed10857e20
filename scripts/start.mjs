// `npm start`: install if needed, build, then serve API + web on one port with the embedded
// database, the demo data and the built-in sign-in. With DATABASE_URL the built-in sign-in and the
// demo need DEV_SIGN_IN=on (or an OpenID provider): the server refuses to start otherwise.
import { join } from 'node:path';
import { ensureInstalled, root, runSync, SERVER_NODE_FLAGS, start } from './lib.mjs';

try {
  ensureInstalled();
  runSync('turbo', [
    'run',
    'build',
    '--filter=@lectern/api',
    '--filter=@lectern/web',
    '--output-logs=errors-only',
  ]);
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

const server = start('node', [...SERVER_NODE_FLAGS, join(root, 'apps/api/dist/server.js')], {
  env: {
    WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps/web/dist'),
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
