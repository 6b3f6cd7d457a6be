import type { Address } from '../../contract/upstream/index';
import type { Rng } from './prng';

/**
 * The 27 federative units with real cities, their area codes (DDD) and postal-code ranges
 * (first five digits of the CEP). Weights follow where solar kits sell most.
 */
export interface City {
  name: string;
  ddd: number;
  /** Inclusive range of the CEP's first five digits. */
  cep: readonly [number, number];
}

export interface FederativeUnit {
  uf: string;
  name: string;
  weight: number;
  cities: readonly City[];
}

const c = (name: string, ddd: number, from: number, to = from + 9): City => ({ name, ddd, cep: [from, to] });

export const FEDERATIVE_UNITS: readonly FederativeUnit[] = [
  {
    uf: 'AC',
    name: 'Acre',
    weight: 0.5,
    cities: [
      c('Rio Branco', 68, 69900, 69923),
      c('Cruzeiro do Sul', 68, 69980),
      c('Sena Madureira', 68, 69940),
    ],
  },
  {
    uf: 'AL',
    name: 'Alagoas',
    weight: 1,
    cities: [
      c('Maceió', 82, 57000, 57099),
      c('Arapiraca', 82, 57300, 57319),
      c('Palmeira dos Índios', 82, 57600),
    ],
  },
  {
    uf: 'AP',
    name: 'Amapá',
    weight: 0.3,
    cities: [c('Macapá', 96, 68900, 68914), c('Santana', 96, 68925, 68929)],
  },
  {
    uf: 'AM',
    name: 'Amazonas',
    weight: 1,
    cities: [c('Manaus', 92, 69000, 69099), c('Parintins', 92, 69150, 69159), c('Itacoatiara', 92, 69100)],
  },
  {
    uf: 'BA',
    name: 'Bahia',
    weight: 5,
    cities: [
      c('Salvador', 71, 40000, 42599),
      c('Feira de Santana', 75, 44000, 44099),
      c('Vitória da Conquista', 77, 45000, 45099),
      c('Juazeiro', 74, 48900, 48909),
      c('Barreiras', 77, 47800, 47819),
      c('Ilhéus', 73, 45650),
    ],
  },
  {
    uf: 'CE',
    name: 'Ceará',
    weight: 3,
    cities: [
      c('Fortaleza', 85, 60000, 61599),
      c('Juazeiro do Norte', 88, 63000, 63099),
      c('Sobral', 88, 62000, 62119),
      c('Crato', 88, 63100),
    ],
  },
  { uf: 'DF', name: 'Distrito Federal', weight: 1.5, cities: [c('Brasília', 61, 70000, 72799)] },
  {
    uf: 'ES',
    name: 'Espírito Santo',
    weight: 2,
    cities: [
      c('Vitória', 27, 29000, 29099),
      c('Vila Velha', 27, 29100, 29129),
      c('Serra', 27, 29160, 29184),
      c('Cachoeiro de Itapemirim', 28, 29300, 29319),
      c('Linhares', 27, 29900),
    ],
  },
  {
    uf: 'GO',
    name: 'Goiás',
    weight: 6,
    cities: [
      c('Goiânia', 62, 74000, 74899),
      c('Anápolis', 62, 75000, 75159),
      c('Rio Verde', 64, 75900, 75909),
      c('Aparecida de Goiânia', 62, 74900, 74999),
      c('Jataí', 64, 75800),
    ],
  },
  {
    uf: 'MA',
    name: 'Maranhão',
    weight: 2,
    cities: [c('São Luís', 98, 65000, 65109), c('Imperatriz', 99, 65900, 65919), c('Balsas', 99, 65800)],
  },
  {
    uf: 'MT',
    name: 'Mato Grosso',
    weight: 5,
    cities: [
      c('Cuiabá', 65, 78000, 78109),
      c('Várzea Grande', 65, 78110, 78159),
      c('Rondonópolis', 66, 78700, 78749),
      c('Sinop', 66, 78550, 78559),
      c('Sorriso', 66, 78890),
    ],
  },
  {
    uf: 'MS',
    name: 'Mato Grosso do Sul',
    weight: 3,
    cities: [
      c('Campo Grande', 67, 79000, 79124),
      c('Dourados', 67, 79800, 79849),
      c('Três Lagoas', 67, 79600, 79639),
    ],
  },
  {
    uf: 'MG',
    name: 'Minas Gerais',
    weight: 15,
    cities: [
      c('Belo Horizonte', 31, 30000, 31999),
      c('Uberlândia', 34, 38400, 38415),
      c('Contagem', 31, 32000, 32399),
      c('Juiz de Fora', 32, 36000, 36099),
      c('Montes Claros', 38, 39400, 39409),
      c('Uberaba', 34, 38000, 38099),
      c('Governador Valadares', 33, 35000, 35099),
      c('Ipatinga', 31, 35160),
      c('Patos de Minas', 34, 38700),
    ],
  },
  {
    uf: 'PA',
    name: 'Pará',
    weight: 2,
    cities: [
      c('Belém', 91, 66000, 66999),
      c('Ananindeua', 91, 67000, 67199),
      c('Santarém', 93, 68000, 68109),
      c('Marabá', 94, 68500, 68514),
    ],
  },
  {
    uf: 'PB',
    name: 'Paraíba',
    weight: 2,
    cities: [
      c('João Pessoa', 83, 58000, 58099),
      c('Campina Grande', 83, 58400, 58446),
      c('Patos', 83, 58700),
    ],
  },
  {
    uf: 'PR',
    name: 'Paraná',
    weight: 8,
    cities: [
      c('Curitiba', 41, 80000, 82999),
      c('Londrina', 43, 86000, 86099),
      c('Maringá', 44, 87000, 87099),
      c('Ponta Grossa', 42, 84000, 84099),
      c('Cascavel', 45, 85800, 85819),
      c('Foz do Iguaçu', 45, 85850, 85869),
      c('Toledo', 45, 85900),
    ],
  },
  {
    uf: 'PE',
    name: 'Pernambuco',
    weight: 3,
    cities: [
      c('Recife', 81, 50000, 52999),
      c('Jaboatão dos Guararapes', 81, 54000, 54499),
      c('Caruaru', 81, 55000, 55099),
      c('Petrolina', 87, 56300, 56334),
      c('Olinda', 81, 53000, 53399),
    ],
  },
  {
    uf: 'PI',
    name: 'Piauí',
    weight: 2,
    cities: [c('Teresina', 86, 64000, 64099), c('Parnaíba', 86, 64200, 64219), c('Picos', 89, 64600)],
  },
  {
    uf: 'RJ',
    name: 'Rio de Janeiro',
    weight: 4,
    cities: [
      c('Rio de Janeiro', 21, 20000, 23799),
      c('Niterói', 21, 24000, 24399),
      c('Campos dos Goytacazes', 22, 28000, 28099),
      c('Petrópolis', 24, 25600, 25779),
      c('Volta Redonda', 24, 27200, 27299),
      c('Nova Iguaçu', 21, 26000, 26099),
      c('Macaé', 22, 27900),
    ],
  },
  {
    uf: 'RN',
    name: 'Rio Grande do Norte',
    weight: 2,
    cities: [c('Natal', 84, 59000, 59139), c('Mossoró', 84, 59600, 59649), c('Parnamirim', 84, 59140, 59159)],
  },
  {
    uf: 'RS',
    name: 'Rio Grande do Sul',
    weight: 8,
    cities: [
      c('Porto Alegre', 51, 90000, 91999),
      c('Caxias do Sul', 54, 95000, 95124),
      c('Pelotas', 53, 96000, 96099),
      c('Santa Maria', 55, 97000, 97119),
      c('Passo Fundo', 54, 99000, 99099),
      c('Canoas', 51, 92000, 92499),
      c('Novo Hamburgo', 51, 93300, 93599),
    ],
  },
  {
    uf: 'RO',
    name: 'Rondônia',
    weight: 1,
    cities: [
      c('Porto Velho', 69, 76800, 76834),
      c('Ji-Paraná', 69, 76900, 76916),
      c('Vilhena', 69, 76980),
      c('Ariquemes', 69, 76870),
    ],
  },
  {
    uf: 'RR',
    name: 'Roraima',
    weight: 0.3,
    cities: [c('Boa Vista', 95, 69300, 69339), c('Rorainópolis', 95, 69373, 69375)],
  },
  {
    uf: 'SC',
    name: 'Santa Catarina',
    weight: 6,
    cities: [
      c('Florianópolis', 48, 88000, 88099),
      c('Joinville', 47, 89200, 89239),
      c('Blumenau', 47, 89000, 89099),
      c('Chapecó', 49, 89800, 89816),
      c('Itajaí', 47, 88300, 88319),
      c('Criciúma', 48, 88800, 88819),
      c('Lages', 49, 88500),
    ],
  },
  {
    uf: 'SP',
    name: 'São Paulo',
    weight: 14,
    cities: [
      c('São Paulo', 11, 1000, 5999),
      c('Campinas', 19, 13000, 13139),
      c('Ribeirão Preto', 16, 14000, 14114),
      c('São José dos Campos', 12, 12200, 12249),
      c('Sorocaba', 15, 18000, 18109),
      c('Santos', 13, 11000, 11099),
      c('São José do Rio Preto', 17, 15000, 15099),
      c('Bauru', 14, 17000, 17109),
      c('Presidente Prudente', 18, 19000, 19069),
      c('Piracicaba', 19, 13400, 13429),
      c('Araraquara', 16, 14800),
    ],
  },
  {
    uf: 'SE',
    name: 'Sergipe',
    weight: 1,
    cities: [c('Aracaju', 79, 49000, 49099), c('Lagarto', 79, 49400), c('Itabaiana', 79, 49500)],
  },
  {
    uf: 'TO',
    name: 'Tocantins',
    weight: 1.5,
    cities: [c('Palmas', 63, 77000, 77270), c('Araguaína', 63, 77800, 77829), c('Gurupi', 63, 77400, 77439)],
  },
];

const WEIGHTED_UNITS = FEDERATIVE_UNITS.map((unit) => [unit, unit.weight] as const);

export function pickUnit(rng: Rng): FederativeUnit {
  return rng.weighted(WEIGHTED_UNITS);
}

export interface Place {
  uf: string;
  city: City;
}

export function pickPlace(rng: Rng): Place {
  const unit = pickUnit(rng);
  return { uf: unit.uf, city: rng.pick(unit.cities) };
}

export function findUnit(uf: string): FederativeUnit | undefined {
  return FEDERATIVE_UNITS.find((unit) => unit.uf === uf);
}

export function generateCep(rng: Rng, city: City): string {
  const prefix = String(rng.int(city.cep[0], city.cep[1])).padStart(5, '0');
  return `${prefix}-${rng.digits(3)}`;
}

const NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Bela Vista',
  'Santa Cruz',
  'São José',
  'Jardim Europa',
  'Boa Vista',
  'Planalto',
  'Santo Antônio',
  'Jardim Primavera',
  'Cidade Nova',
  'Parque das Flores',
  'Vila Operária',
  'Distrito Industrial',
  'Alto da Boa Vista',
  'Jardim Paulista',
  'Nossa Senhora Aparecida',
  'Morada do Sol',
  'Jardim Botânico',
];

const STREET_NAMES = [
  'das Flores',
  'Sete de Setembro',
  'XV de Novembro',
  'Tiradentes',
  'Dom Pedro II',
  'Santos Dumont',
  'Getúlio Vargas',
  'Marechal Deodoro',
  'Rui Barbosa',
  'Brasil',
  'Castro Alves',
  'Barão do Rio Branco',
  'das Palmeiras',
  'José Bonifácio',
  'Princesa Isabel',
  'Amazonas',
  'dos Ipês',
  'da Independência',
  'Presidente Vargas',
  'das Acácias',
];

/** Street type as the v1 listing names it, with the short forms people type into the free field. */
const STREET_TYPES = [
  { type: 'Rua', typed: ['Rua', 'R.', 'rua', 'R'] },
  { type: 'Avenida', typed: ['Avenida', 'Av.', 'av', 'AV.'] },
  { type: 'Travessa', typed: ['Travessa', 'Tv.', 'trav.'] },
  { type: 'Alameda', typed: ['Alameda', 'Al.'] },
] as const;

const RURAL_ROADS = [
  'Estrada Municipal',
  'Rodovia BR-163',
  'Rodovia MG-050',
  'Rodovia SP-330',
  'Estrada Vicinal',
];

/** An address with every field the spec names, v1's patioFormatted/patioType included. */
export type GeneratedAddress = Required<
  Pick<
    Address,
    | 'CEP'
    | 'state'
    | 'city'
    | 'neighborhood'
    | 'patio'
    | 'number'
    | 'complement'
    | 'patioFormatted'
    | 'patioType'
  >
>;

/** An address in `place`; `rural` gives a road, a km mark and a rural neighbourhood. */
export function generateAddress(rng: Rng, place: Place, rural = false): GeneratedAddress {
  if (rural) {
    const road = rng.pick(RURAL_ROADS);
    const patioType = road.startsWith('Rodovia') ? 'Rodovia' : 'Estrada';
    return {
      CEP: generateCep(rng, place.city),
      state: place.uf,
      city: place.city.name,
      neighborhood: rng.pick(['Zona Rural', 'Área Rural', 'Sítio Boa Esperança', 'Fazenda Santa Rita']),
      patio: road,
      number: `km ${rng.int(1, 90)}`,
      complement: rng.pick(['', 'Sítio', 'Fazenda', 'Chácara', 'Lote ' + rng.int(1, 40)]),
      patioFormatted: road,
      patioType,
    };
  }
  const street = rng.pick(STREET_TYPES);
  const name = rng.pick(STREET_NAMES);
  const typed = rng.pick(street.typed);
  const patio = typed === typed.toLowerCase() ? `${typed} ${name.toLowerCase()}` : `${typed} ${name}`;
  return {
    CEP: generateCep(rng, place.city),
    state: place.uf,
    city: place.city.name,
    neighborhood: rng.pick(NEIGHBORHOODS),
    patio,
    number: rng.chance(0.04) ? 'S/N' : String(rng.int(1, 4999)),
    complement: rng.weighted([
      ['', 6],
      [`Sala ${rng.int(1, 40)}`, 1],
      [`Galpão ${rng.int(1, 8)}`, 1],
      [`Apto ${rng.int(11, 1204)}`, 1],
      ['Fundos', 1],
    ]),
    patioFormatted: `${street.type} ${name}`,
    patioType: street.type,
  };
}

/** A mobile number in the spec's mask (00) 00000-0000. */
export function generateCellphone(rng: Rng, ddd: number): string {
  return `(${ddd}) 9${rng.int(6, 9)}${rng.digits(3)}-${rng.digits(4)}`;
}

/** A landline in the spec's mask (00) 0000-0000. */
export function generateTelephone(rng: Rng, ddd: number): string {
  return `(${ddd}) ${rng.int(2, 5)}${rng.digits(3)}-${rng.digits(4)}`;
}
