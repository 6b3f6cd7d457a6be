import type { FieldError } from 'react-hook-form';
import type { Translator } from '../../i18n/createTranslator';
import type { MessageKey, Messages } from '../../i18n/messages/pt-BR';
import { CONDITION_MAX_LENGTH, DESCRIPTION_MAX_LENGTH } from './paymentFormSchema';

type TextField = 'condition' | 'description';

// The contract's zod messages are English, for API clients; the form says each rule in the reader's
// language, chosen by the kind of issue zod reported.
const RULES: Record<TextField, Partial<Record<string, MessageKey>>> = {
  condition: {
    too_small: 'payments.error.conditionBlank',
    too_big: 'payments.error.conditionTooLong',
    custom: 'payments.error.conditionOneLine',
  },
  description: {
    too_small: 'payments.error.descriptionBlank',
    too_big: 'payments.error.descriptionTooLong',
    custom: 'payments.error.descriptionControl',
  },
};

const MAX: Record<TextField, number> = {
  condition: CONDITION_MAX_LENGTH,
  description: DESCRIPTION_MAX_LENGTH,
};

/**
 * The text under a field: the server's refusal (set with type 'server', already worded by the
 * caller), or the broken rule in the reader's language.
 */
export function fieldErrorText(
  field: TextField | 'status' | 'type',
  error: FieldError | undefined,
  t: Translator<Messages>,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  if (field === 'status') return t('payments.error.status');
  if (field === 'type') return t('payments.error.type');
  const key = RULES[field][error.type] ?? 'payments.error.invalid';
  return t(key, { max: MAX[field] });
}
