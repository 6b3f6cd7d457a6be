import type { Dictionary, TranslationOf } from '../dictionary';

/** Finance's payment forms in the request drawer: payment update, payment record actions. */
export const paymentsPtBR = {
  'payments.actions.title': 'Ações sobre o pagamento',
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
  'payments.update.submit': 'Enviar atualização',
  'payments.update.nothing': 'Nada a enviar: mude um campo ou escolha ao menos um arquivo.',
  'payments.update.kept': 'Tudo o que você preencheu e os arquivos escolhidos continuam no formulário.',
  'payments.update.saved': 'Pagamento atualizado',
  'payments.update.savedAt': 'O fornecedor confirmou em {time}.',
  'payments.update.savedFields': 'Campos enviados: {fields}.',
  'payments.update.savedFiles': 'Anexos enviados: {files}.',
  'payments.update.replayed': 'Esta atualização já tinha sido aplicada; nada foi enviado de novo.',
  'payments.update.refreshing':
    'O Painel relê o pedido no fornecedor; os dados acima mudam em alguns segundos.',

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
  'payments.record.update.open': 'Atualizar status e condição',
  'payments.record.update.title': 'Atualizar status e condição do registro {id}',
  'payments.record.update.submit': 'Enviar',
  'payments.record.update.nothing': 'Nada a enviar: mude o status, a condição ou ambos.',
  'payments.record.update.saved': 'Registro {id} atualizado. Os dados acima mudam em alguns segundos.',
  'payments.record.delete.open': 'Excluir registro',
  'payments.record.delete.title': 'Excluir o registro de pagamento {id}',
  'payments.record.delete.warning':
    'Excluir o registro {id} remove este pagamento no fornecedor. Não há como desfazer.',
  'payments.record.delete.typeToConfirm': 'Para confirmar, digite o código do registro: {id}',
  'payments.record.delete.mismatch': 'Digite exatamente {id} para confirmar a exclusão.',
  'payments.record.delete.submit': 'Excluir definitivamente',
  'payments.record.delete.done': 'Registro {id} excluído. Os dados acima mudam em alguns segundos.',
} satisfies Dictionary;

export const paymentsEn: TranslationOf<typeof paymentsPtBR> = {
  'payments.actions.title': 'Payment actions',
  'payments.loading': 'Loading the form…',
  'payments.cancel': 'Cancel',
  'payments.dismiss': 'Dismiss',

  'payments.field.status': 'Payment status',
  'payments.field.type': 'Payment method',
  'payments.field.condition': 'Payment condition',
  'payments.field.conditionHint':
    'The name of the condition, such as “10x interest-free”, on one line. {length} of {max} characters.',
  'payments.field.description': 'Description',
  'payments.field.descriptionHint': 'Additional payment data. {length} of {max} characters.',

  'payments.status.keep': 'Keep the current status',
  'payments.status.keepCurrent': 'Keep: {status}',
  'payments.status.current': 'Current status:',
  'payments.status.notWritable':
    'The vendor does not accept “{status}” in an update, so it is not among the choices. Choose another status only if you want to change it.',
  'payments.type.keep': 'Keep the current method',

  'payments.error.status': 'Choose one of the four statuses in the list.',
  'payments.error.type': 'Choose one of the payment methods in the list.',
  'payments.error.conditionBlank':
    'The condition cannot be blank: the vendor does not clear a condition. To keep it, undo the change.',
  'payments.error.conditionTooLong': 'The condition may have at most {max} characters.',
  'payments.error.conditionOneLine': 'The condition must be one line of text, without line breaks or tabs.',
  'payments.error.descriptionBlank':
    'The description cannot be blank: the vendor does not clear a description. To keep it, undo the change.',
  'payments.error.descriptionTooLong': 'The description may have at most {max} characters.',
  'payments.error.descriptionControl': 'The description has control characters; remove them and try again.',
  'payments.error.invalid': 'Invalid value.',
  'payments.error.server': 'The server refused: {message}',

  'payments.files.label': 'Attachments',
  'payments.files.limits':
    'Up to {maxFiles} files per update, at most {maxFileSize} each and {maxTotalSize} together. Accepted types: {types} (the server checks the type by the file’s content).',
  'payments.files.replaceRule':
    'A file with the same name as an attachment the payment already has replaces that attachment.',
  'payments.files.drop': 'Drag the files here or',
  'payments.files.full': '{max} files are chosen already; remove one to choose another',
  'payments.files.count': {
    '=0': 'No file chosen (at most {max})',
    one: '{count} of {max} files chosen',
    other: '{count} of {max} files chosen',
  },
  'payments.files.choose': 'Choose files',
  'payments.files.chosen': 'Chosen files',
  'payments.files.remove': 'Remove {name}',
  'payments.files.replaces': 'Replaces the current attachment “{name}”.',
  'payments.files.progress': 'Upload of {name}',
  'payments.files.heldTooMany':
    'With these files the payment would hold {count} attachments, and the vendor keeps at most {max}: the update may be refused. Use the name of a current attachment to replace it.',
  'payments.files.refused.title': {
    one: '{count} file was not added',
    other: '{count} files were not added',
  },
  'payments.files.refused.dismiss': 'Dismiss the list of refused files',
  'payments.files.refused.item': '{name} ({size}): {reason}',
  'payments.files.refused.tooMany': 'an update takes at most {maxFiles} files.',
  'payments.files.refused.tooLarge': 'it is larger than {maxFileSize}, the most per file.',
  'payments.files.refused.totalTooLarge': 'with it the files would add up to more than {maxTotalSize}.',
  'payments.files.refused.wrongType': 'it is not of an accepted type ({types}).',
  'payments.files.refused.empty': 'the file is empty.',
  'payments.files.refused.unsafeName':
    'the name has characters the vendor does not accept (/ \\ < > : " | ? *, invisible characters, a leading dot) or is too long.',
  'payments.files.refused.duplicateName': 'a chosen file already has this name.',

  'payments.update.open': 'Update payment',
  'payments.update.title': 'Update the payment',
  'payments.update.submit': 'Send update',
  'payments.update.nothing': 'Nothing to send: change a field or choose at least one file.',
  'payments.update.kept': 'Everything you typed and the chosen files are still in the form.',
  'payments.update.saved': 'Payment updated',
  'payments.update.savedAt': 'The vendor confirmed it at {time}.',
  'payments.update.savedFields': 'Fields sent: {fields}.',
  'payments.update.savedFiles': 'Attachments sent: {files}.',
  'payments.update.replayed': 'This update had been applied already; nothing was sent again.',
  'payments.update.refreshing':
    'Painel re-reads the order from the vendor; the data above changes in a few seconds.',

  'payments.failure.sendAgain': 'Send again',
  'payments.failure.retryLater': 'Try again in a few minutes.',
  'payments.failure.retryAt': 'Send again from {time}.',
  'payments.failure.budget.title': "This hour's budget of vendor calls is used up",
  'payments.failure.budget.retryAt': 'Nothing was sent. The update fits the budget again from {time}.',
  'payments.failure.circuit.title': 'Painel stopped calling the vendor',
  'payments.failure.circuit.when':
    'Nothing was sent. Send again once an admin confirms the vendor reactivated the account.',
  'payments.failure.throttled.title': 'Too many submissions in a row',
  'payments.failure.throttled.when': 'Wait a minute and send again.',
  'payments.failure.network.title': 'No answer from the server',
  'payments.failure.network.what': 'The connection failed before the server answered.',
  'payments.failure.network.when':
    'Send again when the connection is back: the same update is applied only once, even if the first attempt arrived.',
  'payments.failure.uncertain.title': 'It is not known whether the change was applied',
  'payments.failure.uncertain.when':
    'Send again in a minute: Painel checks the vendor first and never applies the same update twice.',
  'payments.failure.vendorDown.title': 'The vendor did not answer',
  'payments.failure.inProgress.title': 'The previous submission is still running',
  'payments.failure.inProgress.when':
    'Wait a few seconds and send again: the update will not be applied twice.',
  'payments.failure.fields.title': 'The server refused some of the data',
  'payments.failure.fields.when': 'Fix what is marked and send again.',
  'payments.failure.refused.title': 'The change was not made',

  'payments.record.title': 'Payment record {id}',
  'payments.record.kept': 'What you typed is still in the form.',
  'payments.record.view.open': 'View record',
  'payments.record.view.loading': 'Reading the record from the vendor…',
  'payments.record.view.failed': 'The record could not be read from the vendor',
  'payments.record.view.cost': 'Read from the vendor now: every reading uses one call of the hourly budget.',
  'payments.record.view.fetchedAt': 'Read at',
  'payments.record.view.again': 'Read again',
  'payments.record.view.unreadable': {
    one: '{count} field of the answer could not be read: {fields}',
    other: '{count} fields of the answer could not be read: {fields}',
  },
  'payments.record.update.open': 'Update status and condition',
  'payments.record.update.title': 'Update status and condition of record {id}',
  'payments.record.update.submit': 'Send',
  'payments.record.update.nothing': 'Nothing to send: change the status, the condition or both.',
  'payments.record.update.saved': 'Record {id} updated. The data above changes in a few seconds.',
  'payments.record.delete.open': 'Delete record',
  'payments.record.delete.title': 'Delete payment record {id}',
  'payments.record.delete.warning':
    'Deleting record {id} removes this payment at the vendor. It cannot be undone.',
  'payments.record.delete.typeToConfirm': 'To confirm, type the record code: {id}',
  'payments.record.delete.mismatch': 'Type exactly {id} to confirm the deletion.',
  'payments.record.delete.submit': 'Delete for good',
  'payments.record.delete.done': 'Record {id} deleted. The data above changes in a few seconds.',
};
