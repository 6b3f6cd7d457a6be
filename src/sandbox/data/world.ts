import type { RequestType } from '../../contract/upstream/index';
import { type GeneratedCompany, generateCompanies } from './companies';
import { type GeneratedPerson, generateCollaborators } from './people';
import { createRng } from './prng';
import { type ConfiguredStatus, generateStatuses } from './statuses';

export const SCENARIOS = ['default', 'hostile'] as const;
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
    collaborators: generateCollaborators(createRng(options.seed, 'collaborators')),
    companies: generateCompanies(createRng(options.seed, 'companies'), companyCount),
    statuses: generateStatuses(createRng(options.seed, 'statuses')),
  };
}
