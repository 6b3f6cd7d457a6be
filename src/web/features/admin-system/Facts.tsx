import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Absent } from '../../components/Absent';
import classes from './Facts.module.css';

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled values as a description list; a value that is null or undefined shows as absent. */
export function Facts({ facts, cols = 2 }: { facts: readonly Fact[]; cols?: number }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, sm: cols }}
      spacing="sm"
      verticalSpacing={6}
      className={classes.list}
    >
      {facts.map(([label, value]) => (
        <div key={label} className={classes.pair}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} className={classes.value}>
            {value ?? <Absent />}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
