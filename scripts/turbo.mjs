// `npm run build` and `npm run typecheck`: Turborepo over the workspace, installed first, with the
// pnpm it needs on PATH (fetched into .tools/ when the machine has none).
import { ensureInstalled, runSync } from './lib.mjs';

try {
  ensureInstalled();
  runSync('turbo', process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}
