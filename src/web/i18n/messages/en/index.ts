import type { Messages } from '../pt-BR';
import { enFirstPaint } from './firstPaint';
import { enRest } from './rest';

// Typed as Messages: a key missing here, or one pt-BR does not have, fails the typecheck.
export const en: Messages = { ...enFirstPaint, ...enRest };
