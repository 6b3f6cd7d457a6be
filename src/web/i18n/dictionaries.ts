import type { Locale } from './locales';
import { en } from './messages/en';
import { ptBR, type Messages } from './messages/pt-BR';

export const dictionaries: Readonly<Record<Locale, Messages>> = { 'pt-BR': ptBR, en };
