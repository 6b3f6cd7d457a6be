import { Alert, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { Product } from '../../../../contract/upstream/product';
import { Absent } from '../../../components/Absent';
import { Money } from '../../../components/Money';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatBrl } from '../../../lib/format/formatBrl';
import { isAbsent } from '../../../lib/isAbsent';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';
import { NumberValue } from '../NumberValue';
import { lineTotal, priceMismatch, sumKnown, sumProductPrices } from '../productTotals';
import { EnumValue } from '../../../lib/vocabulary/EnumValue';
import { formatFieldValue } from '../../../lib/vocabulary/vocabulary';
import { useVocabulary } from '../../../lib/vocabulary/useVocabulary';

export interface ProductsSectionProps {
  headingId: string;
  products: readonly Product[] | undefined;
  originalValue: number | undefined;
}

const numeric = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The items of the request and, from the v2 listing, their dimensions, weights and volumes. */
export function ProductsSection({ headingId, products, originalValue }: ProductsSectionProps) {
  const t = useT();
  const items = (products ?? []).filter(hasContent);
  if (items.length === 0) {
    return (
      <DetailSection
        headingId={headingId}
        title={t('requestDetail.section.products')}
        emptyText={t('requestDetail.products.empty')}
      />
    );
  }
  return (
    <DetailSection headingId={headingId} title={t('requestDetail.section.products')}>
      <ItemsTable items={items} originalValue={originalValue} />
      {items.some((product) => hasContent(product.dimensions)) ? <DimensionsTable items={items} /> : null}
    </DetailSection>
  );
}

function ItemsTable({
  items,
  originalValue,
}: {
  items: readonly Product[];
  originalValue: number | undefined;
}) {
  const t = useT();
  const vocabulary = useVocabulary();
  const { locale } = useLocale();
  const captionId = useId();
  const totals = sumProductPrices(items);
  const mismatch = priceMismatch(totals, originalValue);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer
        type="native"
        minWidth={760}
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        // Keeps what is visually hidden (positioned absolutely) inside the box, not widening the drawer.
        style={{ position: 'relative' }}
      >
        <Table captionSide="top" verticalSpacing={6} striped>
          <Table.Caption id={captionId}>{t('requestDetail.products.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('requestDetail.products.type')}</Table.Th>
              <Table.Th scope="col">{t('requestDetail.products.code')}</Table.Th>
              <Table.Th scope="col">{t('requestDetail.products.name')}</Table.Th>
              <Table.Th scope="col" style={numeric}>
                {t('requestDetail.products.quantity')}
              </Table.Th>
              <Table.Th scope="col" style={numeric}>
                {t('requestDetail.products.unitPrice')}
              </Table.Th>
              <Table.Th scope="col" style={numeric}>
                {t('requestDetail.products.total')}
              </Table.Th>
              <Table.Th scope="col">{t('requestDetail.products.center')}</Table.Th>
              <Table.Th scope="col">{t('requestDetail.products.structure')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((product, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {product.type ? formatFieldValue('products.type', product.type, vocabulary) : <Absent />}
                </Table.Td>
                <Table.Td>{isAbsent(product.productCode) ? <Absent /> : product.productCode}</Table.Td>
                <Table.Th scope="row" fw="normal">
                  {isAbsent(product.name) ? <Absent /> : product.name}
                </Table.Th>
                <Table.Td style={numeric}>
                  <NumberValue value={product.quantity} />
                </Table.Td>
                <Table.Td style={numeric}>
                  <Money value={product.singlePrice} />
                </Table.Td>
                <Table.Td style={numeric}>
                  <Money value={product.totalPrice} />
                </Table.Td>
                <Table.Td>
                  <CenterText product={product} />
                </Table.Td>
                <Table.Td>
                  <StructureText product={product} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={5}>
                {t('requestDetail.products.totals')}
              </Table.Th>
              <Table.Td style={numeric} fw={600}>
                <Money value={totals.sum} />
              </Table.Td>
              <Table.Td colSpan={2} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {totals.withoutTotal > 0 ? (
        <Text size="sm" c="dimmed">
          {t('requestDetail.products.withoutTotal', { count: totals.withoutTotal })}
        </Text>
      ) : null}
      {mismatch !== undefined && originalValue !== undefined ? (
        <Alert color="blue" variant="light" p="xs">
          {t('requestDetail.products.mismatch', {
            sum: formatBrl(totals.sum, locale),
            original: formatBrl(originalValue, locale),
            difference: formatBrl(Math.abs(mismatch), locale),
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}

function CenterText({ product }: { product: Product }) {
  const name = product.center?.name?.trim();
  const code = product.center?.code?.trim();
  if (!name && !code) return <Absent />;
  if (name && code) return <>{`${name} (${code})`}</>;
  return <>{name || code}</>;
}

function StructureText({ product }: { product: Product }) {
  const structure = product.structure;
  if (!hasContent(structure) || structure === undefined) return <Absent />;
  const hasAmountOrPrice = !isAbsent(structure.amount) || !isAbsent(structure.price);
  return (
    <Stack gap={0}>
      {isAbsent(structure.name) ? null : <span>{structure.name}</span>}
      {isAbsent(structure.type) ? null : (
        <Text span size="sm" c="dimmed">
          <EnumValue set="structureKind" value={structure.type} />
        </Text>
      )}
      {hasAmountOrPrice ? (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          <NumberValue value={structure.amount} /> × <Money value={structure.price} />
        </Text>
      ) : null}
    </Stack>
  );
}

function DimensionsTable({ items }: { items: readonly Product[] }) {
  const t = useT();
  const captionId = useId();
  const rows = items.map((product) => ({
    product,
    totalWeight: lineTotal(product.quantity, product.dimensions?.weight_KG),
    totalVolume: lineTotal(product.quantity, product.dimensions?.volume_M3),
  }));
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={760}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      style={{ position: 'relative' }}
    >
      <Table captionSide="top" verticalSpacing={6} striped>
        <Table.Caption id={captionId}>{t('requestDetail.products.dimensions.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('requestDetail.products.name')}</Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.dimensions.length')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.dimensions.width')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.dimensions.height')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.dimensions.weight')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.dimensions.volume')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.quantity')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.dimensions.totalWeight')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('requestDetail.products.dimensions.totalVolume')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ product, totalWeight, totalVolume }, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw="normal">
                {isAbsent(product.name) ? (
                  isAbsent(product.productCode) ? (
                    <Absent />
                  ) : (
                    product.productCode
                  )
                ) : (
                  product.name
                )}
              </Table.Th>
              <Table.Td style={numeric}>
                <NumberValue value={product.dimensions?.length_MM} />
              </Table.Td>
              <Table.Td style={numeric}>
                <NumberValue value={product.dimensions?.width_MM} />
              </Table.Td>
              <Table.Td style={numeric}>
                <NumberValue value={product.dimensions?.height_MM} />
              </Table.Td>
              <Table.Td style={numeric}>
                <NumberValue value={product.dimensions?.weight_KG} />
              </Table.Td>
              <Table.Td style={numeric}>
                <NumberValue value={product.dimensions?.volume_M3} />
              </Table.Td>
              <Table.Td style={numeric}>
                <NumberValue value={product.quantity} />
              </Table.Td>
              <Table.Td style={numeric}>
                <NumberValue value={totalWeight} />
              </Table.Td>
              <Table.Td style={numeric}>
                <NumberValue value={totalVolume} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={7}>
              {t('requestDetail.products.totals')}
            </Table.Th>
            <Table.Td style={numeric} fw={600}>
              <NumberValue value={sumKnown(rows.map((row) => row.totalWeight))} />
            </Table.Td>
            <Table.Td style={numeric} fw={600}>
              <NumberValue value={sumKnown(rows.map((row) => row.totalVolume))} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
