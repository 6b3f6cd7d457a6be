import type { Dictionary } from '../../dictionary';

/** The live updates: the connection indicator in the header and the notifications for a person. */
export const livePtBR = {
  'live.status.connecting': 'Conectando…',
  'live.status.live': 'Ao vivo',
  'live.status.reconnecting': 'Reconectando em {seconds} s',
  'live.status.reconnectingNow': 'Reconectando…',
  'live.status.offline': 'Sem conexão',
  'live.announce.connecting': 'Atualizações ao vivo: conectando.',
  'live.announce.live': 'Atualizações ao vivo: conectado. As telas se atualizam sozinhas.',
  'live.announce.reconnecting': 'Atualizações ao vivo interrompidas. Nova tentativa em {seconds} s.',
  'live.announce.offline': 'Sem conexão: as atualizações ao vivo voltam quando a rede voltar.',
  'live.type.order': 'pedido',
  'live.type.budget': 'orçamento',
  'live.notice.status.title': 'Seu {type} {code} mudou de status',
  'live.notice.status.message': 'Novo status: {status}.',
  'live.notice.status.cleared': 'Agora está sem status.',
  'live.notice.assigned.title': 'Você agora é responsável pelo {type} {code}',
  'live.notice.assigned.byTitle': '{name} passou o {type} {code} para você',
  'live.notice.created.title': 'Novo {type} {code} sob sua responsabilidade',
  'live.notice.changed.title': '{name} alterou seu {type} {code}',
  'live.notice.changed.fields': 'Alterou: {fields}.',
  'live.notice.byColleague': 'Alterado por {name}, no Painel.',
  'live.notice.openHint': 'Abra-o na lista para ver os detalhes.',
  'live.notice.close': 'Fechar a notificação',
  'live.notice.group.title': {
    one: '{count} novidade nos seus pedidos e orçamentos',
    other: '{count} novidades nos seus pedidos e orçamentos',
  },
  'live.notice.group.message': 'Em: {codes}.',
  'live.notice.group.more': { one: '{codes} e mais {count}', other: '{codes} e mais {count}' },
  'live.notice.circuit.title': 'Não é possível enviar alterações à plataforma do fornecedor agora',
  'live.notice.circuit.message':
    'Um administrador foi avisado. Você continua vendo e consultando tudo no Painel.',
} satisfies Dictionary;
