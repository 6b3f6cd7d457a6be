import type { Dictionary } from '../../dictionary';

/** A write form whose request changed after it was opened (ADR 035): live, and when a save is refused. */
export const staleWritePtBR = {
  'staleWrite.live.title': 'Este pedido foi alterado por {who} agora',
  'staleWrite.live.what':
    'O formulário continua como você deixou. Ao salvar, você confirma se quer aplicar sua alteração sobre a versão atual.',
  'staleWrite.live.titleVendor': 'A plataforma do fornecedor alterou este pedido agora',
  'staleWrite.refused.title': 'Não salvo: {who} alterou este pedido depois que você abriu o formulário',
  'staleWrite.refused.titleVendor':
    'Não salvo: a plataforma do fornecedor alterou este pedido depois que você abriu o formulário',
  'staleWrite.refused.what':
    'Nada foi enviado ao fornecedor. O que você preencheu continua no formulário; confira o que mudou antes de aplicar.',
  'staleWrite.refused.unknown':
    'O Painel não sabe dizer o que mudou (os dados do Painel foram trazidos de novo). Nada foi enviado ao fornecedor.',
  'staleWrite.reapply': 'Aplicar mesmo assim sobre a versão atual',
  'staleWrite.changes': 'Alterações desde que você abriu o formulário',
  'staleWrite.entry': '{when} · {who}',
  'staleWrite.noChanges': 'Sem mudança de campos registrada.',
  'staleWrite.someone': 'outra pessoa',
  'staleWrite.vendor': 'a plataforma do fornecedor',
} satisfies Dictionary;
