// The sandbox's public surface for the entry and for tests.
export { startSandbox, type RunningSandbox, type StartSandboxOptions } from './startSandbox';
export {
  Sandbox,
  type SandboxOptions,
  type ResetOptions,
  DEFAULT_TOKEN,
  DEFAULT_SEED,
  DEFAULT_SIZE,
} from './sandbox';
export { CONTROL_PREFIX } from './control/controlApi';
export type { Clock } from './clock';
export { createClock } from './clock';
