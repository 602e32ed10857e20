export type { AppRouter, RouterInputs, RouterOutputs } from './router.js';
