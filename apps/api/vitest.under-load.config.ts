import { defineProject } from 'vitest/config';
import { UNDER_LOAD } from './vitest.config.js';

// A minute of writes at 110 connections and a PostgreSQL restart: alone, after the other test
// files (a later group), so they neither slow the others nor are slowed by them.
export default defineProject({
  test: {
    name: 'api-under-load',
    include: UNDER_LOAD,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
