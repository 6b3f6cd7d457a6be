import { isValidElement, type ReactNode } from 'react';
import { hasContent } from './hasContent';

/**
 * The props through which the drawer's value components (Money, Power, RelativeDateTime,
 * CopyableValue, MaskedDocument, PersonValue, PhoneLink, MailLink, IndicatedValue…) receive what
 * they show: when that is absent, the component would show a dash.
 */
const VALUE_PROPS = ['value', 'person', 'phone', 'email', 'card', 'files'] as const;

/**
 * Whether a field's value shows nothing: null, false, blank text, or a value component given an
 * absent value. Anything else (a list, a sentence, a badge) counts as shown.
 */
export function fieldIsEmpty(value: ReactNode): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item) => fieldIsEmpty(item as ReactNode));
  if (!isValidElement(value)) return false;
  const props = value.props as Record<string, unknown>;
  const key = VALUE_PROPS.find((name) => name in props);
  return key !== undefined && !hasContent(props[key]);
}
