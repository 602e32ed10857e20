#!/usr/bin/env node
// `npm run mutate -- [target …]`: mutation testing with StrykerJS (not part of `npm test`; it takes
// from minutes to an hour). Without a target it runs the domain rules. Each service target mutates
// one service and runs only the test files that cover it, against PostgreSQL (DATABASE_URL).
// Reports: <package>/reports/mutation/<target>.html and .json; docs/TESTING.md has the scores.
import { ensureInstalled, root, run } from './lib.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `file:from-to`, the lines from the one starting with `first` to the one before `next` (named by
 * the code, so the range follows the functions when lines above them move).
 */
function between(cwd, file, first, next) {
  const lines = readFileSync(join(root, cwd, file), 'utf8').split('\n');
  const from = lines.findIndex((line) => line.startsWith(first)) + 1;
  const to = lines.findIndex((line, i) => i >= from && line.startsWith(next));
  if (from === 0 || to === -1) throw new Error(`${file}: no lines from "${first}" to "${next}"`);
  return `${file}:${from}-${to}`;
}

const TARGETS = {
  domain: { cwd: 'packages/domain' },
  reports: {
    cwd: 'apps/api',
    mutate: ['src/features/reports/reports.service.ts'],
    tests: ['test/reports.test.ts'],
  },
  invitations: {
    cwd: 'apps/api',
    mutate: ['src/features/invites/invites.service.ts'],
    tests: ['test/invites.test.ts'],
  },
  reminders: {
    cwd: 'apps/api',
    mutate: [
      'src/features/reminders/reminders.service.ts',
      'src/features/reminders/planner.ts',
      'src/features/reminders/send.ts',
    ],
    tests: [
      'test/reminders.test.ts',
      'test/reminder-planner.test.ts',
      'test/reminder-schedule.test.ts',
      'test/reminder-send.test.ts',
    ],
  },
  'role-changes': {
    cwd: 'apps/api',
    // changeRole and applyRoleChange: the rules of who may give whom which role.
    mutate: [
      between(
        'apps/api',
        'src/features/members/members.service.ts',
        'export async function changeRole(',
        'export async function changeStatus(',
      ),
    ],
    tests: ['test/members.test.ts', 'test/growth.test.ts'],
  },
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  console.error(
    `Unknown target ${unknown.join(', ')}. Targets: ${Object.keys(TARGETS).join(', ')}`,
  );
  process.exit(2);
}
const chosen = names.length > 0 ? names : ['domain'];
if (chosen.some((name) => TARGETS[name].tests) && !process.env.DATABASE_URL) {
  console.error('The service targets run their tests on PostgreSQL: set DATABASE_URL.');
  process.exit(2);
}

ensureInstalled();
for (const name of chosen) {
  const target = TARGETS[name];
  console.log(`\n▶ Mutation testing: ${name}`);
  const args = ['run', 'stryker.config.mjs'];
  if (target.mutate) args.push('--mutate', target.mutate.join(','));
  try {
    await run('stryker', args, {
      cwd: join(root, target.cwd),
      env: { MUTATE_TARGET: name, MUTATE_TESTS: (target.tests ?? []).join(',') },
    });
  } catch (error) {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  }
}
