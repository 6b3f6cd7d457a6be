import type { Address, RequestRecord } from '../../contract/upstream/index';
import { xssPayload } from './xssPayloads';

/**
 * The `xss` scenario: every free-text field the dashboard renders gets a payload. Each field has
 * its own slot, so over any run of records every payload lands in every field. Ids, codes,
 * documents, masks, numbers, dates and enums stay valid: they are checked, not rendered raw.
 */
export function fillWithPayloads(record: RequestRecord, index: number): void {
  let slot = 0;
  const next = () => xssPayload(index, slot++);
  const text = (value: string | undefined) => (value === undefined ? value : next());

  record.name = next();
  record.notes = next();
  record.stockStatus = text(record.stockStatus);
  if (record.company) {
    record.company.fantasyName = next();
    record.company.companyName = next();
    if (record.company.mainContact) {
      record.company.mainContact.name = next();
      record.company.mainContact.surname = next();
    }
    fillAddress(record.company.address, next);
  }
  if (record.responsible) record.responsible.name = next();
  if (record.addedBy) record.addedBy.name = next();
  if (record.invoice) {
    record.invoice.razaoSocial = next();
    record.invoice.nomeFantasia = next();
    fillAddress(record.invoice.address, next);
  }
  if (record.freight) {
    const integration = record.freight.integrationData;
    if (integration) {
      integration.name = text(integration.name);
      integration.logisticProviderName = text(integration.logisticProviderName);
    }
    record.freight.timeRestriction = next();
    fillAddress(record.freight.address, next);
  }
  if (record.payment) {
    record.payment.description = next();
    if (record.payment.creditCard) record.payment.creditCard.holderName = next();
    for (const file of record.payment.files ?? []) file.originalName = next();
  }
  for (const answer of record.customForm ?? []) {
    answer.question = next();
    answer.answer = next();
  }
  for (const group of record.files ?? []) {
    group.category = next();
    group.uploadedFiles = group.uploadedFiles?.map(() => next());
  }
  for (const field of record.customData ?? []) {
    if (field.type === 'text' || typeof field.value === 'string') field.value = next();
  }
  for (const product of record.products ?? []) product.name = next();
}

function fillAddress(address: Address | undefined, next: () => string): void {
  if (!address) return;
  address.patio = next();
  address.complement = next();
  address.neighborhood = next();
}
