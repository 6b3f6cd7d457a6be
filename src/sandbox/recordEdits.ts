import type { ActionParams } from './actionNames';
import type { Rng } from './data/prng';
import type { Materialized } from './data/requestRow';

type RecordEdit = (full: Materialized, rng: Rng, params: ActionParams) => void;

/** The edits a person makes in the vendor's screens that change one part of a record in place. */
export const RECORD_EDITS = {
  rename: ({ record }, rng, params) => {
    record.name = params.name ?? `${record.name ?? 'Kit'} (rev. ${rng.int(2, 99)})`;
  },
  freightEdit: ({ record }, rng) => {
    if (!record.freight) record.freight = {};
    record.freight.timeRestriction = rng.pick([
      'Somente pela manhã',
      'Agendar com 48h de antecedência',
      'Portaria fecha às 17h',
    ]);
    record.freight.price = Math.round(rng.float(250, 2500) * 100) / 100;
    record.freight.truckPossible = rng.pick(['yes', 'no']);
  },
  customData: ({ record }, rng) => {
    const numeric = record.customData?.find((field) => field.type === 'integer' || field.type === 'decimal');
    if (numeric) numeric.value = numeric.type === 'integer' ? rng.int(1, 9) : rng.float(100, 9000, 1);
    else
      (record.customData ??= []).push({ key: 'unidadesConsumidoras', value: rng.int(1, 9), type: 'integer' });
  },
  notes: ({ record }, rng, params) => {
    const html =
      params.html ??
      `<p>Atualização: ${rng.pick(['cliente confirmou a visita', 'aguardando documentos', 'ligar amanhã'])}.</p>`;
    record.notes = `${record.notes ?? ''}${html}`;
  },
  files: ({ record }, rng, params) => {
    const category = params.category ?? rng.pick(['Fotos do local', 'Documentos do cliente', 'Projeto']);
    const name = params.fileName ?? `arquivo_${rng.hex(6)}.pdf`;
    const group = record.files?.find((candidate) => candidate.category === category);
    if (group) group.uploadedFiles = [...(group.uploadedFiles ?? []).filter((file) => file !== name), name];
    else (record.files ??= []).push({ category, uploadedFiles: [name] });
  },
} satisfies Record<string, RecordEdit>;
