import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'sw/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens render the whole app; on a shared, busy machine a journey can take over 5 s.
    testTimeout: 20_000,
  },
});
