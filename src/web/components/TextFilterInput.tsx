import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type Ref } from 'react';

/** How long typing may pause before the URL (and the query) follows. */
export const TEXT_FILTER_DEBOUNCE_MS = 400;

export interface TextFilterInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The filter's value as the URL holds it (already canonical). */
  value: string | undefined;
  /** Receives the canonical value (undefined clears the filter). */
  onCommit: (value: string | undefined) => void;
  /** Typed text to its canonical value: undefined for none, null when it cannot be a value. */
  normalize?: (text: string) => string | undefined | null;
  /** The canonical value as shown in the field (a mask, a unit). */
  toDisplay?: (value: string) => string;
  /** Reformats the text as it is typed (progressive masks). */
  format?: (text: string) => string;
  /** Shown when `normalize` refuses the text (before any `error` given by the caller). */
  invalidMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const trimmed = (text: string) => text.trim() || undefined;
const same = (text: string) => text;

/**
 * A text filter that follows the URL and writes to it: typing is debounced (one history entry per
 * pause, not per key), Enter or leaving the field commits at once, and a change that comes from the
 * URL (back/forward, a removed chip, "clear all") replaces the text, unless it is the echo of what
 * this field just committed, so nothing typed meanwhile is lost.
 */
export function TextFilterInput({
  value,
  onCommit,
  normalize = trimmed,
  toDisplay = same,
  format = same,
  invalidMessage,
  inputRef,
  error,
  onBlur,
  onKeyDown,
  ...inputProps
}: TextFilterInputProps) {
  const [text, setText] = useState(() => (value === undefined ? '' : toDisplay(value)));
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [invalid, setInvalid] = useState(false);

  const commit = useDebouncedCallback((typed: string) => {
    const next = normalize(typed);
    if (next === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setCommitted(next);
    if (next !== value) onCommit(next);
  }, TEXT_FILTER_DEBOUNCE_MS);

  // Derived from props during render (React's recommended alternative to an effect).
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      commit.cancel();
      setCommitted(value);
      setText(value === undefined ? '' : toDisplay(value));
      setInvalid(false);
    }
  }

  return (
    <TextInput
      {...inputProps}
      ref={inputRef}
      value={text}
      error={invalid ? invalidMessage : error}
      onChange={(event) => {
        const next = format(event.currentTarget.value);
        setText(next);
        commit(next);
      }}
      onBlur={(event) => {
        commit.flush();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
        onKeyDown?.(event);
      }}
    />
  );
}
