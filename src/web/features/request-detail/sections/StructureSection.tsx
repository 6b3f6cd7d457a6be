import { useId } from 'react';
import { Table, Text } from '@mantine/core';
import type { Structure } from '../../../../contract/upstream/structure';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { useT } from '../../../i18n/useT';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';
import { IndicatedValue } from '../IndicatedValue';
import { NumberValue } from '../NumberValue';
import { lineTotal, sumKnown } from '../productTotals';

const numeric = { textAlign: 'right' } as const;

/** The mounting structure and how the modules are laid out on it. */
export function StructureSection({
  headingId,
  structure,
}: {
  headingId: string;
  structure: Structure | undefined;
}) {
  const t = useT();
  const captionId = useId();
  const title = t('requestDetail.section.structure');
  if (!hasContent(structure) || structure === undefined) {
    return (
      <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.structure.empty')} />
    );
  }
  const arrangements = (structure.arrangements ?? []).filter(hasContent).map((arrangement) => ({
    arrangement,
    modules: lineTotal(arrangement.linesAmount, arrangement.modulesByLine),
  }));
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        <Field label={t('requestDetail.structure.kind')}>
          <IndicatedValue set="structureKind" value={structure.kind} />
        </Field>
      </DetailFields>
      {arrangements.length === 0 ? (
        <Text c="dimmed">{t('requestDetail.structure.noArrangements')}</Text>
      ) : (
        <Table.ScrollContainer
          type="native"
          minWidth={420}
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
          style={{ position: 'relative' }}
        >
          <Table captionSide="top" verticalSpacing={6} striped>
            <Table.Caption id={captionId}>{t('requestDetail.structure.arrangements')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('requestDetail.structure.arrangement')}</Table.Th>
                <Table.Th scope="col" style={numeric}>
                  {t('requestDetail.structure.lines')}
                </Table.Th>
                <Table.Th scope="col" style={numeric}>
                  {t('requestDetail.structure.modulesByLine')}
                </Table.Th>
                <Table.Th scope="col" style={numeric}>
                  {t('requestDetail.structure.modules')}
                </Table.Th>
                <Table.Th scope="col">{t('requestDetail.structure.orientation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {arrangements.map(({ arrangement, modules }, index) => (
                <Table.Tr key={index}>
                  <Table.Th scope="row" fw="normal">
                    {index + 1}
                  </Table.Th>
                  <Table.Td style={numeric}>
                    <NumberValue value={arrangement.linesAmount} />
                  </Table.Td>
                  <Table.Td style={numeric}>
                    <NumberValue value={arrangement.modulesByLine} />
                  </Table.Td>
                  <Table.Td style={numeric}>
                    <NumberValue value={modules} />
                  </Table.Td>
                  <Table.Td>
                    <IndicatedValue set="orientation" value={arrangement.orientation} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={3}>
                  {t('requestDetail.structure.total')}
                </Table.Th>
                <Table.Td style={numeric} fw={600}>
                  <NumberValue value={sumKnown(arrangements.map((row) => row.modules))} />
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailSection>
  );
}
