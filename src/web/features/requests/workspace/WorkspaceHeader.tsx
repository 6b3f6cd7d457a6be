import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBookmark, IconColumns3, IconDownload } from '@tabler/icons-react';
import type { RequestPage } from '../../../../contract/api/requests';
import { OldRequestsNotice } from '../../../components/OldRequestsNotice';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useT } from '../../../i18n/useT';
import type { Density } from '../requestsSearch';
import { DensitySelect } from '../toolbar/DensitySelect';
import { TotalsLine } from '../toolbar/TotalsLine';
import type { PanelToggle } from './usePanels';

export interface WorkspaceHeaderProps {
  type: RequestType;
  title: string;
  /** The saved view the URL shows, if one matches. */
  activeViewName: string | undefined;
  data: RequestPage | undefined;
  /** What a screen reader hears about the list: loading, or how many were found. */
  status: string;
  phone: boolean;
  density: Density;
  onDensityChange: (next: Density) => void;
  panelToggle: PanelToggle;
}

/** The list's title, its saved view, its totals, and the buttons of the views, columns, density and export. */
export function WorkspaceHeader(props: WorkspaceHeaderProps) {
  const { type, title, activeViewName, data, status, phone, density, onDensityChange, panelToggle } = props;
  const t = useT();
  return (
    // The totals arrive after the first paint: they sit on their own line under the title and the
    // buttons, so their width never moves the buttons onto another row (no layout shift).
    <Stack gap={4}>
      <Group justify="space-between" align="center" gap="sm" wrap={phone ? 'wrap' : 'nowrap'}>
        <Group gap="xs" align="center" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={2}>{title}</Title>
          {activeViewName !== undefined && (
            <Badge variant="light" size="md" leftSection={<IconBookmark size={12} aria-hidden="true" />}>
              {t('requests.views.activeName', { name: activeViewName })}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap={phone ? 'wrap' : 'nowrap'} style={{ flexShrink: 0 }}>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconBookmark size={16} aria-hidden="true" />}
            {...panelToggle('views')}
          >
            {t('requests.views.button')}
          </Button>
          {!phone && (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconColumns3 size={16} aria-hidden="true" />}
              {...panelToggle('columns')}
            >
              {t('requests.columns.button')}
            </Button>
          )}
          {!phone && <DensitySelect value={density} onChange={onDensityChange} />}
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            {...panelToggle('export')}
          >
            {t('requests.export')}
          </Button>
        </Group>
      </Group>
      {data?.totals ? (
        <>
          <TotalsLine type={type} totals={data.totals} />
          <VisuallyHidden role="status">{status}</VisuallyHidden>
        </>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {status}
        </Text>
      )}
      <OldRequestsNotice of={type} />
    </Stack>
  );
}
