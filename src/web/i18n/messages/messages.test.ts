import { describe, expect, it } from 'vitest';
import type { Message } from '../dictionary';
import { type Locale, locales } from '../locales';
import { en } from './en';
import { ptBR, type Messages } from './pt-BR';

const dictionaries: Readonly<Record<Locale, Messages>> = { 'pt-BR': ptBR, en };

function texts(message: Message): string[] {
  if (typeof message === 'string') return [message];
  return Object.values(message).filter((text): text is string => typeof text === 'string');
}

function placeholders(message: Message): string[] {
  const names = texts(message).flatMap((text) =>
    [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(names)].sort();
}

describe('the dictionaries', () => {
  it('have exactly the same keys in every language', () => {
    const source = Object.keys(ptBR).sort();
    for (const locale of locales) {
      expect(Object.keys(dictionaries[locale]).sort(), locale).toEqual(source);
    }
  });

  it('agree on which messages are plural and on their placeholders', () => {
    for (const key of Object.keys(ptBR) as (keyof Messages)[]) {
      expect(typeof en[key], key).toBe(typeof ptBR[key]);
      expect(placeholders(en[key]), key).toEqual(placeholders(ptBR[key]));
    }
  });

  it('have no empty translation', () => {
    for (const locale of locales) {
      for (const [key, message] of Object.entries(dictionaries[locale])) {
        for (const text of texts(message)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('reject a missing or an extra key at compile time', () => {
    const { 'app.name': _dropped, ...missingOne } = ptBR;
    // @ts-expect-error a dictionary without 'app.name' is not a Messages
    const missing: Messages = missingOne;
    // @ts-expect-error a key pt-BR does not have is not allowed
    const extra: Messages = { ...ptBR, 'shell.unknown': 'x' };
    expect(Object.keys(missing)).not.toContain('app.name');
    expect(Object.keys(extra)).toContain('shell.unknown');
  });
});
