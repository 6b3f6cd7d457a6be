import type { Dictionary } from '../../dictionary';

/** Finance's payment forms in the request drawer: payment update, payment record actions. */
export const paymentsPtBR = {
  'payments.loading': 'Carregando o formulário…',
  'payments.cancel': 'Cancelar',
  'payments.dismiss': 'Fechar o aviso',

  'payments.field.status': 'Status do pagamento',
  'payments.field.type': 'Forma de pagamento',
  'payments.field.condition': 'Condição de pagamento',
  'payments.field.conditionHint':
    'O nome da condição, como “10x sem juros”, em uma linha. {length} de {max} caracteres.',
  'payments.field.description': 'Descrição',
  'payments.field.descriptionHint': 'Dados adicionais do pagamento. {length} de {max} caracteres.',

  'payments.status.keep': 'Manter o status atual',
  'payments.status.keepCurrent': 'Manter: {status}',
  'payments.status.current': 'Status atual:',
  'payments.status.notWritable':
    'O fornecedor não aceita “{status}” em uma atualização, por isso não está entre as opções. Escolha outro status só se quiser mudá-lo.',
  'payments.type.keep': 'Manter a forma atual',

  'payments.error.status': 'Escolha um dos quatro status da lista.',
  'payments.error.type': 'Escolha uma das formas de pagamento da lista.',
  'payments.error.conditionBlank':
    'A condição não pode ficar em branco: o fornecedor não apaga a condição. Para mantê-la, desfaça a mudança.',
  'payments.error.conditionTooLong': 'A condição pode ter no máximo {max} caracteres.',
  'payments.error.conditionOneLine': 'A condição deve ser uma linha de texto, sem quebras nem tabulações.',
  'payments.error.descriptionBlank':
    'A descrição não pode ficar em branco: o fornecedor não apaga a descrição. Para mantê-la, desfaça a mudança.',
  'payments.error.descriptionTooLong': 'A descrição pode ter no máximo {max} caracteres.',
  'payments.error.descriptionControl': 'A descrição tem caracteres de controle; apague-os e tente de novo.',
  'payments.error.invalid': 'Valor inválido.',
  'payments.error.server': 'O servidor recusou: {message}',

  'payments.files.label': 'Anexos',
  'payments.files.limits':
    'Até {maxFiles} arquivos por atualização, de até {maxFileSize} cada e {maxTotalSize} no total. Tipos aceitos: {types} (o servidor confere o tipo pelo conteúdo do arquivo).',
  'payments.files.replaceRule':
    'Um arquivo com o mesmo nome de um anexo que o pagamento já tem substitui esse anexo.',
  'payments.files.drop': 'Arraste os arquivos para cá ou',
  'payments.files.full': 'Já há {max} arquivos escolhidos; remova um para escolher outro',
  'payments.files.count': {
    '=0': 'Nenhum arquivo escolhido (máximo {max})',
    one: '{count} arquivo escolhido de {max}',
    other: '{count} arquivos escolhidos de {max}',
  },
  'payments.files.choose': 'Escolher arquivos',
  'payments.files.chosen': 'Arquivos escolhidos',
  'payments.files.remove': 'Remover {name}',
  'payments.files.replaces': 'Substitui o anexo atual “{name}”.',
  'payments.files.progress': 'Envio de {name}',
  'payments.files.heldTooMany':
    'Com estes arquivos o pagamento ficaria com {count} anexos, e o fornecedor guarda no máximo {max}: o envio pode ser recusado. Use o nome de um anexo atual para substituí-lo.',
  'payments.files.refused.title': {
    one: '{count} arquivo não foi incluído',
    other: '{count} arquivos não foram incluídos',
  },
  'payments.files.refused.dismiss': 'Fechar a lista de arquivos recusados',
  'payments.files.refused.item': '{name} ({size}): {reason}',
  'payments.files.refused.tooMany': 'cabem no máximo {maxFiles} arquivos por atualização.',
  'payments.files.refused.tooLarge': 'é maior que {maxFileSize}, o máximo por arquivo.',
  'payments.files.refused.totalTooLarge': 'com ele os arquivos passariam de {maxTotalSize} no total.',
  'payments.files.refused.wrongType': 'não é de um tipo aceito ({types}).',
  'payments.files.refused.empty': 'o arquivo está vazio.',
  'payments.files.refused.unsafeName':
    'o nome tem caracteres que o fornecedor não aceita (/ \\ < > : " | ? *, caracteres invisíveis, ponto no início) ou é longo demais.',
  'payments.files.refused.duplicateName': 'já há um arquivo escolhido com este nome.',

  'payments.update.open': 'Atualizar pagamento',
  'payments.update.title': 'Atualizar o pagamento',
  'payments.update.what.order':
    'Muda o pagamento deste pedido na plataforma: status, forma, condição, descrição e anexos. Só o que você mudar é enviado.',
  'payments.update.what.budget':
    'Num orçamento, a plataforma aceita mudar só o status e a condição do pagamento. A forma, a descrição e os anexos podem ser mudados depois que ele virar pedido.',
  'payments.update.submit': 'Enviar atualização',
  'payments.update.nothing': 'Nada a enviar: mude um campo ou escolha ao menos um arquivo.',
  'payments.update.kept': 'Tudo o que você preencheu e os arquivos escolhidos continuam no formulário.',
  'payments.update.saved': 'Pagamento atualizado',
  'payments.update.savedAt': 'O fornecedor confirmou em {time}.',
  'payments.update.savedFields': 'Campos enviados: {fields}.',
  'payments.update.savedFiles': 'Anexos enviados: {files}.',
  'payments.update.replayed': 'Esta atualização já tinha sido aplicada; nada foi enviado de novo.',
  'payments.update.refreshing':
    'O Painel relê o pagamento no fornecedor; os dados mudam aqui em alguns segundos.',

  'payments.failure.sendAgain': 'Enviar de novo',
  'payments.failure.retryLater': 'Tente de novo em alguns minutos.',
  'payments.failure.retryAt': 'Envie de novo a partir de {time}.',
  'payments.failure.budget.title': 'O limite de chamadas ao fornecedor desta hora acabou',
  'payments.failure.budget.retryAt':
    'Nada foi enviado. A atualização cabe no limite de novo a partir de {time}.',
  'payments.failure.circuit.title': 'O Painel parou de chamar o fornecedor',
  'payments.failure.circuit.when':
    'Nada foi enviado. Envie de novo depois que um administrador confirmar que o fornecedor reativou a conta.',
  'payments.failure.throttled.title': 'Muitos envios seguidos',
  'payments.failure.throttled.when': 'Aguarde um minuto e envie de novo.',
  'payments.failure.network.title': 'Sem resposta do servidor',
  'payments.failure.network.what': 'A conexão falhou antes de o servidor responder.',
  'payments.failure.network.when':
    'Envie de novo quando a conexão voltar: a mesma atualização é aplicada uma vez só, mesmo que o primeiro envio tenha chegado.',
  'payments.failure.uncertain.title': 'Não se sabe se a alteração foi aplicada',
  'payments.failure.uncertain.when':
    'Envie de novo em um minuto: o Painel confere no fornecedor antes e não aplica a mesma atualização duas vezes.',
  'payments.failure.vendorDown.title': 'O fornecedor não atendeu',
  'payments.failure.inProgress.title': 'O envio anterior ainda está em andamento',
  'payments.failure.inProgress.when':
    'Aguarde alguns segundos e envie de novo: a atualização não será aplicada duas vezes.',
  'payments.failure.fields.title': 'O servidor recusou alguns dados',
  'payments.failure.fields.when': 'Corrija o que está marcado e envie de novo.',
  'payments.failure.refused.title': 'A alteração não foi feita',

  'payments.record.title': 'Registro de pagamento {id}',
  'payments.record.kept': 'O que você preencheu continua no formulário.',
  'payments.record.view.open': 'Ver registro',
  'payments.record.view.loading': 'Lendo o registro no fornecedor…',
  'payments.record.view.failed': 'Não foi possível ler o registro no fornecedor',
  'payments.record.view.cost': 'Lido agora no fornecedor: cada leitura usa uma chamada do limite por hora.',
  'payments.record.view.fetchedAt': 'Lido em',
  'payments.record.view.again': 'Ler de novo',
  'payments.record.view.unreadable': {
    one: '{count} campo da resposta não pôde ser lido: {fields}',
    other: '{count} campos da resposta não puderam ser lidos: {fields}',
  },
  'payments.record.update.title': 'Atualizar status e condição do registro {id}',
  'payments.record.update.submit': 'Enviar',
  'payments.record.update.nothing': 'Nada a enviar: mude o status, a condição ou ambos.',
  'payments.record.delete.open': 'Excluir registro',
  'payments.record.delete.title': 'Excluir o registro de pagamento {id}',
  'payments.record.delete.warning':
    'Excluir o registro {id} remove este pagamento no fornecedor. Não há como desfazer.',
  'payments.record.delete.typeToConfirm': 'Para confirmar, digite o código do registro: {id}',
  'payments.record.delete.mismatch': 'Digite exatamente {id} para confirmar a exclusão.',
  'payments.record.delete.submit': 'Excluir definitivamente',
  'payments.record.delete.done': 'Registro {id} excluído. Os dados acima mudam em alguns segundos.',
} satisfies Dictionary;
