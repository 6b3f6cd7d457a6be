import type { RequestDetail, VersionedHistoryEntry } from '../../../contract/api/requests';
import { paymentStatusSchema, paymentTypeSchema, type RequestType } from '../../../contract/upstream/enums';
import { fullV1Record, fullV2Record } from '../../../contract/upstream/fixtures';
import { requestRecord, type RequestRecord } from '../../../contract/upstream/requestRecord';

// Records and detail documents for the drawer's tests. The vendor fixtures are plain objects, so
// they go through the contract's schema to get the record type (and to prove they fit it).

export const v2Record: RequestRecord = requestRecord.parse(fullV2Record);
export const v1Record: RequestRecord = requestRecord.parse(fullV1Record);

export interface DetailOptions {
  type?: RequestType;
  history?: VersionedHistoryEntry[];
  /** The version the detail shows (default: the newest history entry's, else 1). */
  version?: number;
  unreadable?: RequestDetail['unreadable'];
  statusSince?: string | null;
  syncedAt?: string | null;
}

/** The BFF's detail document for a record, with the summary the mirror would derive from it. */
export function detailOf(record: RequestRecord, options: DetailOptions = {}): RequestDetail {
  const type = options.type ?? 'order';
  const created = type === 'order' ? (record.orderCreated ?? record.budgetCreated) : record.budgetCreated;
  return {
    summary: {
      type,
      code: record.code ?? 'UNKNOWN',
      id: record.id ?? null,
      name: record.name ?? null,
      kind: record.kind ?? null,
      companyName: record.company?.companyName ?? null,
      companyFantasyName: record.company?.fantasyName ?? null,
      companyCnpj: record.company?.cnpj ?? null,
      responsibleName: record.responsible?.name ?? null,
      responsibleEmail: record.responsible?.email ?? null,
      createdAt: created ?? null,
      lastChangedAt: null,
      dealStatus: record.dealStatus ?? null,
      statusSince: options.statusSince ?? null,
      statusSinceBefore: false,
      stockStatus: record.stockStatus ?? null,
      paymentStatus: paymentStatusSchema.safeParse(record.payment?.status).data ?? null,
      paymentType: paymentTypeSchema.safeParse(record.payment?.type).data ?? null,
      totalPower: record.totalPower ?? null,
      originalValue: record.originalValue ?? null,
      finalValue: record.finalValue ?? null,
      freightState: record.freight?.address?.state ?? null,
      freightCity: record.freight?.address?.city ?? null,
      removed: record.removed ?? false,
      stalled: false,
    },
    version: options.version ?? Math.max(1, ...(options.history ?? []).map((entry) => entry.version)),
    record,
    unreadable: options.unreadable ?? [],
    history: options.history ?? [],
    syncedAt: options.syncedAt ?? null,
  };
}

/** Three observed versions, deliberately out of order. */
export const sampleHistory: VersionedHistoryEntry[] = [
  {
    id: 'h1',
    version: 1,
    at: '2024-03-05T09:00:00.000Z',
    source: 'backfill',
    actor: { kind: 'sync', source: 'backfill' },
    changes: [],
  },
  {
    id: 'h3',
    version: 3,
    at: '2024-03-07T10:00:00.000Z',
    source: 'write',
    actor: { kind: 'person', id: 'u-finance', name: 'finance@example.com' },
    changes: [
      { field: 'payment.status', from: 'requested', to: 'partial' },
      { field: 'payment.files', from: null, to: [{ originalName: 'comprovante.pdf' }] },
    ],
  },
  {
    id: 'h2',
    version: 2,
    at: '2024-03-06T12:00:00.000Z',
    source: 'webhook',
    actor: { kind: 'sync', source: 'webhook' },
    changes: [
      { field: 'dealStatus', from: 'Em negociação', to: 'Aguardando pagamento' },
      { field: 'finalValue', from: 25000, to: 24500 },
      { field: 'apiSent', from: false, to: true },
    ],
  },
];

// What an attacker who controls vendor text might send: markup, event handlers and script URLs.
const script = '<script>alert("xss")</script>';
const image = '<img src=x onerror=alert(1)>';
const link = 'javascript:alert(1)';

/** A record whose every text is hostile; only `notes` is HTML by contract, the rest must stay text. */
export const hostileRecord: RequestRecord = {
  code: `EVIL-1${script}`,
  name: `Kit ${image}`,
  kind: script,
  dealStatus: image,
  stockStatus: link,
  notes: `<p>ok</p>${script}${image}<a href="${link}">click</a><svg onload=alert(1)></svg><iframe src="${link}"></iframe><p onclick="alert(1)">p</p>`,
  responsible: { name: image, surname: script, email: link, cellphone: link },
  addedBy: { name: script, email: `"><img src=x onerror=alert(1)>@example.com` },
  company: {
    companyName: `Empresa ${image}`,
    fantasyName: script,
    cnpj: image,
    cpf: script,
    mainContact: { name: image, email: `${link}//@example.com`, cellphone: image },
    address: { patio: image, city: script, CEP: link },
  },
  products: [
    {
      type: 'module',
      productCode: script,
      name: image,
      structure: { name: image, type: script },
      center: { name: link, code: image },
      dimensions: { weight_KG: 1 },
      quantity: 1,
    },
  ],
  files: [{ category: image, uploadedFiles: [script, link] }],
  customForm: [{ question: image, answer: script }],
  customData: [
    { key: image, value: script, type: 'text' },
    { key: script, value: link, type: 'date' },
    { key: link, value: image, type: 'currency' },
    { key: 'select', value: image, type: 'singleSelect' },
  ],
  structure: { kind: image, arrangements: [{ orientation: script, linesAmount: 1, modulesByLine: 2 }] },
  freight: {
    type: script,
    zoneType: image,
    truckPossible: link,
    timeRestriction: image,
    integrationData: { name: script, logisticProviderName: image, id: link },
    address: { patio: script, patioFormatted: image, patioType: link },
  },
  invoice: {
    razaoSocial: image,
    nomeFantasia: script,
    temInscricaoEstadual: 'sim',
    ie: image,
    rg: script,
    email: link,
    telephone: image,
  },
  payment: {
    description: image,
    transactionId: script,
    authorizationCode: image,
    paidAt: script,
    creditCard: { brand: image, last4digits: script },
    files: [{ originalName: image, path: link }],
    condition: { name: script },
    links: [{ id: image, path: link, method: 'GET' }],
  },
};

export const hostileHistory: VersionedHistoryEntry[] = [
  {
    id: 'x1',
    version: 1,
    at: '2024-03-07T10:00:00.000Z',
    source: 'write',
    actor: { kind: 'person', id: null, name: image },
    changes: [{ field: script, from: image, to: { html: script } }],
  },
];

/** Assertions that nothing hostile became live markup anywhere in the document. */
export function liveMarkup(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'img', 'form'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (/^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      }
    }
  }
  return found;
}
