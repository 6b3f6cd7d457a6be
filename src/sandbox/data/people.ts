import type { Person } from '../../contract/upstream/index';
import { generateCellphone, pickPlace } from './places';
import type { Rng } from './prng';

/** The spec's Person: name, surname, e-mail and a mobile number in the mask (00) 00000-0000. */
export type GeneratedPerson = Required<Pick<Person, 'name' | 'surname' | 'email' | 'cellphone'>>;

export const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Francisco',
  'Antônio',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luana',
  'Gabriel',
  'Rafael',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Bruna',
  'Letícia',
  'Rodrigo',
  'Eduardo',
  'Thiago',
  'Mariana',
  'Beatriz',
  'Larissa',
  'Vanessa',
  'Felipe',
  'Gustavo',
  'Renata',
  'Daniela',
  'Sérgio',
  'Cláudia',
  'Márcio',
  'Adriana',
  'Roberto',
  'Sandra',
  'Vinícius',
  'Raimunda',
  'Thaís',
  'Caio',
  'Heloísa',
  'Otávio',
];

export const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Monteiro',
  'Cavalcanti',
];

/** Lower case without accents, as mail systems take local parts. */
export function emailLocal(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export function generatePerson(rng: Rng, domain: string, ddd?: number): GeneratedPerson {
  const name = rng.pick(FIRST_NAMES);
  const surname = rng.chance(0.3) ? `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}` : rng.pick(SURNAMES);
  const lastSurname = surname.split(' ').pop() ?? surname;
  return {
    name,
    surname,
    email: `${emailLocal(name)}.${emailLocal(lastSurname)}${rng.chance(0.3) ? rng.int(1, 99) : ''}@${domain}`,
    cellphone: generateCellphone(rng, ddd ?? pickPlace(rng).city.ddd),
  };
}

/**
 * The collaborator Painel's demo sales account is (sandbox mode signs `sales@painel.local` in as
 * this person), so that the demo's "Meus pedidos" and sales home hold real work. A lead sales person:
 * DEMO_SALES_WEIGHT times as many requests as each other collaborator.
 */
export const DEMO_SALES_PERSON: GeneratedPerson = {
  name: 'Marina',
  surname: 'Prado',
  email: 'sales@painel.local',
  cellphone: '(48) 99812-4410',
};
export const DEMO_SALES_WEIGHT = 2;

/**
 * The collaborators of the integrator's own account: who creates requests (`addedBy`) and who
 * can be made responsible. The responsible-change operation accepts only these e-mails. The first
 * is the demo sales person; the others come from the seed.
 */
export function generateCollaborators(rng: Rng, count = 14): GeneratedPerson[] {
  const people: GeneratedPerson[] = [{ ...DEMO_SALES_PERSON }];
  const seen = new Set<string>([DEMO_SALES_PERSON.email]);
  while (people.length < count) {
    const person = generatePerson(rng, 'solarsul.com.br', 48);
    if (seen.has(person.email)) continue;
    seen.add(person.email);
    people.push(person);
  }
  return people;
}

/**
 * Who is responsible for a new request: one of the collaborators, the demo sales person (the first)
 * DEMO_SALES_WEIGHT times as likely as each other one. One draw, as before, so a seed stays a story.
 */
export function drawResponsibleIndex(rng: Rng, collaborators: number): number {
  const draw = rng.int(0, collaborators - 1 + (DEMO_SALES_WEIGHT - 1));
  return draw >= collaborators ? 0 : draw;
}
