import type {
  Address,
  ApiVersion,
  Product,
  RequestRecord,
  WebhookEventData,
} from '../contract/upstream/index';
import type { Materialized, RequestRow } from './data/requestRow';

function withoutPatioDetails(address: Address | undefined): Address | undefined {
  if (!address) return address;
  const { patioFormatted: _formatted, patioType: _type, ...rest } = address;
  return rest;
}

function withoutDimensions(product: Product): Product {
  const { dimensions: _dimensions, ...rest } = product;
  return rest;
}

/**
 * A stored record as one listing version shows it: v1 adds patioFormatted/patioType to the
 * freight and invoice addresses, v2 adds product dimensions; apiSent reports earlier sends.
 */
export function recordView(row: RequestRow, record: RequestRecord, version: ApiVersion): RequestRecord {
  const view =
    version === 'v1'
      ? { ...record, products: record.products?.map(withoutDimensions) }
      : {
          ...record,
          freight: record.freight
            ? { ...record.freight, address: withoutPatioDetails(record.freight.address) }
            : undefined,
          invoice: record.invoice
            ? { ...record.invoice, address: withoutPatioDetails(record.invoice.address) }
            : undefined,
        };
  return withSendState(row, view);
}

/** The record with the sends this sandbox recorded (the generated history otherwise). */
export function withSendState(row: RequestRow, record: RequestRecord): RequestRecord {
  if (row.sentAt < 0) return record;
  return { ...record, apiSent: true, apiSentUpdated: new Date(row.sentAt).toISOString() };
}

/**
 * `data` of a webhook, field for field as the spec shows it for order.created (and, the spec
 * being silent, for every other kind): the company without its address complement, products
 * without structure and dimensions, the payment with `showConditionsRule` and `condition._id`.
 */
export function webhookData(row: RequestRow, full: Materialized): WebhookEventData {
  const { record } = full;
  const company = record.company;
  const address = company?.address;
  const payment = record.payment;
  return {
    id: record.id,
    name: record.name,
    code: record.code,
    kind: record.kind,
    type: row.type,
    totalPower: record.totalPower,
    dealStatus: record.dealStatus,
    stockStatus: record.stockStatus,
    originalValue: record.originalValue,
    finalValue: record.finalValue,
    responsible: record.responsible
      ? {
          name: record.responsible.name,
          surname: record.responsible.surname,
          cellphone: record.responsible.cellphone,
          email: record.responsible.email,
        }
      : undefined,
    company: company
      ? {
          address: address
            ? {
                CEP: address.CEP,
                patio: address.patio,
                neighborhood: address.neighborhood,
                city: address.city,
                state: address.state,
                number: address.number,
              }
            : undefined,
          companyName: company.companyName,
          fantasyName: company.fantasyName,
          cpf: company.cpf ?? null,
          cnpj: company.cnpj,
          mainContact: company.mainContact ? { ...company.mainContact } : undefined,
        }
      : undefined,
    products: record.products?.map((product) => ({
      productCode: product.productCode,
      type: product.type,
      name: product.name,
      quantity: product.quantity,
      singlePrice: product.singlePrice,
      totalPrice: product.totalPrice,
      center: product.center ? { ...product.center } : undefined,
    })),
    payment: payment
      ? {
          type: payment.type,
          showConditionsRule: full.showConditionsRule,
          condition: payment.condition ? { _id: full.conditionId, ...payment.condition } : undefined,
          status: payment.status,
          description: payment.description,
          files: (payment.files ?? []).map((file) => ({ ...file })),
        }
      : undefined,
    lastUpdate: new Date(row.lastUpdate).toISOString(),
  };
}
