import type { Dictionary, TranslationOf } from '../dictionary';
import { adminAuditPtBR } from './adminAudit';
import { adminDevicesPtBR } from './adminDevices';
import { adminSystemPtBR } from './adminSystem';
import { adminUsersPtBR } from './adminUsers';
import { boardPtBR } from './board';
import { livePtBR } from './live';
import { paymentsPtBR } from './payments';
import { requestDetailPtBR } from './requestDetail';
import { responsiblePtBR } from './responsible';
import { vocabularyPtBR } from './vocabulary';
import { workspacePtBR } from './workspace';

/**
 * The source dictionary: every key the SPA uses is born here, and `Messages` (its shape) is what
 * every other language must match exactly.
 */
export const ptBR = {
  'app.name': 'Painel',

  'shell.skipToContent': 'Pular para o conteúdo',
  'shell.navigation': 'Navegação principal',
  'shell.openNavigation': 'Abrir a navegação',
  'shell.closeNavigation': 'Fechar a navegação',
  'shell.language': 'Idioma',
  'shell.theme.useDark': 'Usar tema escuro',
  'shell.theme.useLight': 'Usar tema claro',

  'value.absent': 'não informado',
  'link.opensInNewTab': '(abre em uma nova aba)',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'O endereço {path} não corresponde a nenhuma página do Painel.',

  ...adminAuditPtBR,
  ...adminDevicesPtBR,
  ...adminSystemPtBR,
  ...adminUsersPtBR,
  ...boardPtBR,
  ...livePtBR,
  ...paymentsPtBR,
  ...requestDetailPtBR,
  ...responsiblePtBR,
  ...workspacePtBR,
  ...vocabularyPtBR,
} satisfies Dictionary;

export type MessageKey = keyof typeof ptBR;

/** The shape every language's dictionary has: the same keys, plural where pt-BR is plural. */
export type Messages = TranslationOf<typeof ptBR>;
