import { defineProject } from 'vitest/config';
import api from './vitest.config';

/**
 * The API's tests for a mutation run: only the files named in MUTATE_TESTS (comma-separated,
 * relative to apps/api), set by scripts/mutate.mjs for the service under test.
 */
const files = (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean);

export default defineProject({
  test: { ...api.test, include: files, exclude: [] },
});
