import type { BenchCase } from '../figure';
import { sandboxBench } from './sandbox';

/** Every benchmark of the project. Each issue that sets a performance target adds its case here. */
export const benchCases: BenchCase[] = [sandboxBench];
