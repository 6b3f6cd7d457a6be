import type { FigureKind, FigureValue } from './figureValues';

export interface FigureColumn {
  key: string;
  label: string;
  kind: FigureKind;
}

export interface FigureRow {
  id: string;
  cells: Readonly<Record<string, FigureValue>>;
  /** Drill-downs by column key: that cell is a link to the list with exactly its filter. */
  links?: Readonly<Record<string, string>>;
}
