import { Group, Text } from '@mantine/core';
import type { Uf } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { UF_NAMES } from '../../lib/vocabulary/ufNames';
import { FigureLink } from './FigureLink';
import { SHADE_STEPS, shadeStep, UF_TILES } from './ufTiles';
import classes from './UfTileMap.module.css';

export interface UfTile {
  uf: Uf;
  value: number;
  /** What the tile says when read: "R$ 12.345,00 · 3 pedidos". */
  description: string;
  /** Short text under the code (a compact amount). */
  short: string;
  href: string;
}

/**
 * The map of the 27 UFs as tiles shaded by value on one sequential scale, each tile a link to the
 * list of its UF, in reading order for the keyboard. Shipped with the app: no map server.
 */
export function UfTileMap({ tiles, label }: { tiles: readonly UfTile[]; label: string }) {
  const t = useT();
  const max = Math.max(0, ...tiles.map((tile) => tile.value));
  const ordered = [...tiles].sort((a, b) => {
    const [ac, ar] = UF_TILES[a.uf];
    const [bc, br] = UF_TILES[b.uf];
    return ar - br || ac - bc;
  });
  return (
    <div className={classes.wrap}>
      <ul className={classes.grid} aria-label={label}>
        {ordered.map((tile) => {
          const [column, row] = UF_TILES[tile.uf];
          const step = shadeStep(tile.value, max);
          return (
            <li key={tile.uf} style={{ gridColumn: column + 1, gridRow: row + 1 }} className={classes.cell}>
              <FigureLink
                href={tile.href}
                underline="never"
                className={classes.tile}
                data-uf={tile.uf}
                title={`${UF_NAMES[tile.uf]}: ${tile.description}`}
                label={`${tile.uf}: ${tile.description}`}
                data-step={step < 0 ? undefined : step}
              >
                <span className={classes.code}>{tile.uf}</span>
                <span className={classes.short}>{tile.short}</span>
              </FigureLink>
            </li>
          );
        })}
      </ul>
      <Group gap={6} aria-hidden className={classes.legend} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('charts.map.less')}
        </Text>
        <span className={classes.swatch} data-empty />
        {Array.from({ length: SHADE_STEPS }, (_, step) => (
          <span key={step} className={classes.swatch} data-step={step} />
        ))}
        <Text size="xs" c="dimmed">
          {t('charts.map.more')}
        </Text>
      </Group>
    </div>
  );
}
