import type { RequestType } from '../../contract/upstream/index';
import { type GeneratedCompany, generateCompanies } from './companies';
import { type GeneratedPerson, generateCollaborators } from './people';
import { createRng } from './prng';
import { xssPayload } from './xssPayloads';
import { type ConfiguredStatus, generateStatuses } from './statuses';

/**
 * `hostile`: a third of free-text fields carry attack strings mixed with ordinary text.
 * `xss`: every free-text field of every request, and every collaborator's name, is one of the
 * known XSS/mXSS payloads (see xssPayloads.ts), for the hostile-input journey.
 */
export const SCENARIOS = ['default', 'hostile', 'xss'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** The account the sandbox simulates: everything requests refer to, generated from the seed. */
export interface World {
  seed: string;
  scenario: Scenario;
  /** Clock time the world was generated at: every generated date lies before it. */
  epoch: number;
  collaborators: GeneratedPerson[];
  companies: GeneratedCompany[];
  statuses: Record<RequestType, ConfiguredStatus[]>;
}

export interface WorldOptions {
  seed: string;
  scenario: Scenario;
  /** Requests per type; the company pool grows with it. */
  size: number;
  epoch: number;
}

export function generateWorld(options: WorldOptions): World {
  const companyCount = Math.min(2_000, Math.max(40, Math.round(options.size / 8)));
  return {
    seed: options.seed,
    scenario: options.scenario,
    epoch: options.epoch,
    collaborators: withScenarioNames(
      options.scenario,
      generateCollaborators(createRng(options.seed, 'collaborators')),
    ),
    companies: generateCompanies(createRng(options.seed, 'companies'), companyCount),
    statuses: generateStatuses(createRng(options.seed, 'statuses')),
  };
}

/** In the `xss` scenario the people's names are payloads too: they show in tables, boards and forms. */
function withScenarioNames(scenario: Scenario, people: GeneratedPerson[]): GeneratedPerson[] {
  if (scenario !== 'xss') return people;
  return people.map((person, index) => ({
    ...person,
    name: xssPayload(index, 0),
    surname: xssPayload(index, 1),
  }));
}
