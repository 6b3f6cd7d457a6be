import { generateCnpj, generateCpf } from './documents';
import { emailLocal, generatePerson, type GeneratedPerson } from './people';
import { type GeneratedAddress, generateAddress, generateTelephone, type Place, pickPlace } from './places';
import type { Rng } from './prng';

/** A partner company (the solar integrator a request belongs to), as the request embeds it. */
export interface GeneratedCompany {
  cnpj: string;
  /** The spec says cpf "may be null": sole traders carry their owner's CPF, the rest null. */
  cpf: string | null;
  fantasyName: string;
  companyName: string;
  mainContact: GeneratedPerson;
  address: GeneratedAddress;
  /** Not part of the embedded company: the landline the invoice data reuses. */
  telephone: string;
  place: Place;
}

const FANTASY_FIRST = [
  'Sol',
  'Solar',
  'Luz',
  'Energia',
  'Eco',
  'Brasil',
  'Nova',
  'Verde',
  'Raio',
  'Foton',
  'Sun',
  'Horizonte',
  'Aurora',
  'Vale',
  'Serra',
  'Terra',
  'Mais',
  'Prime',
  'Viva',
  'Alpha',
];
const FANTASY_SECOND = [
  'Solar',
  'Energia',
  'Power',
  'Watts',
  'Renováveis',
  'Sustentável',
  'Tech',
  'Volt',
  'Sol',
  'Luz',
  'Energy',
  'Fotovoltaica',
  'Engenharia',
  'Instalações',
  'do Sol',
];
const LEGAL_SUFFIX = ['Ltda', 'Ltda', 'Ltda', 'EIRELI', 'S.A.', 'ME', 'EPP'];

export function generateCompany(rng: Rng): GeneratedCompany {
  const place = pickPlace(rng);
  const fantasyName = `${rng.pick(FANTASY_FIRST)} ${rng.pick(FANTASY_SECOND)}${rng.chance(0.25) ? ` ${place.city.name}` : ''}`;
  const suffix = rng.pick(LEGAL_SUFFIX);
  const soleTrader = suffix === 'ME' && rng.chance(0.6);
  const domain = `${emailLocal(fantasyName).replace(/\./g, '')}.com.br`;
  const mainContact = generatePerson(rng, domain, place.city.ddd);
  return {
    cnpj: generateCnpj(rng),
    cpf: soleTrader ? generateCpf(rng) : null,
    fantasyName,
    companyName: soleTrader
      ? `${mainContact.name} ${mainContact.surname} ${suffix}`.toUpperCase()
      : `${fantasyName} Energia Solar ${suffix}`.toUpperCase(),
    mainContact,
    address: generateAddress(rng, place),
    telephone: generateTelephone(rng, place.city.ddd),
    place,
  };
}

/** A pool of partner companies; requests draw from it so filters by CNPJ find several requests. */
export function generateCompanies(rng: Rng, count: number): GeneratedCompany[] {
  const companies: GeneratedCompany[] = [];
  const seen = new Set<string>();
  while (companies.length < count) {
    const company = generateCompany(rng);
    if (seen.has(company.cnpj)) continue;
    seen.add(company.cnpj);
    companies.push(company);
  }
  return companies;
}
