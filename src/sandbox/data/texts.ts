import type { FileGroup } from '../../contract/upstream/index';
import type { Rng } from './prng';

/** Internal notes as the vendor's rich-text editor saves them: a little HTML. */
export function generateNotes(rng: Rng, customerName: string): string {
  const paragraphs = [
    `<p>Cliente <strong>${customerName}</strong> pediu retorno ${rng.pick(['pela manhã', 'após as 14h', 'por WhatsApp'])}.</p>`,
    `<p>Visita técnica ${rng.pick(['agendada', 'realizada', 'pendente'])}; telhado em <em>${rng.pick(['bom estado', 'estado regular', 'reforma'])}</em>.</p>`,
    `<ul><li>Confirmar padrão de entrada</li><li>Enviar ART</li>${rng.chance(0.5) ? '<li>Conferir sombreamento</li>' : ''}</ul>`,
    `<p>Proposta comparada com concorrente;<br>margem de negociação de ${rng.int(2, 8)}%.</p>`,
    `<p>Dúvidas: <a href="https://www.aneel.gov.br/">regras da ANEEL</a> sobre compensação.</p>`,
  ];
  return rng.sample(paragraphs, rng.int(1, 3)).join('');
}

const FILE_CATEGORIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Conta de energia', ['conta_luz_janeiro.pdf', 'fatura_energia.pdf', 'conta-cemig.jpg']],
  ['Documentos do cliente', ['rg_frente.jpg', 'cnh.pdf', 'contrato_social.pdf', 'cartao_cnpj.pdf']],
  ['Projeto', ['diagrama_unifilar.pdf', 'memorial_descritivo.docx', 'layout_telhado.png']],
  ['Fotos do local', ['telhado_01.jpg', 'telhado_02.jpg', 'padrao_entrada.jpg', 'quadro_geral.heic']],
  ['Nota fiscal', ['nfe_kit.xml', 'danfe.pdf']],
];

export function generateFileGroups(rng: Rng, isOrder: boolean): FileGroup[] {
  const available = isOrder ? FILE_CATEGORIES : FILE_CATEGORIES.slice(0, 4);
  return rng.sample(available, rng.int(0, available.length)).map(([category, names]) => ({
    category,
    uploadedFiles: rng.sample(names, rng.int(1, names.length)),
  }));
}

export const STOCK_STATUSES = {
  budget: ['Disponível', 'Sob consulta', 'Disponível', 'Parcialmente disponível'],
  order: ['Disponível', 'Reservado', 'Parcialmente disponível', 'Aguardando reposição', 'Faturado'],
} as const;

export const TIME_RESTRICTIONS = [
  '',
  'Segunda a sexta, das 8h às 17h',
  'Somente pela manhã',
  'Não entregar aos sábados',
  'Agendar com 24h de antecedência',
] as const;
