import { Alert, Stack, Text } from '@mantine/core';
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
import { ProductGrid, type ProductColumn } from './ProductGrid';
import { lineTotal, priceMismatch, sumKnown, sumProductPrices } from '../productTotals';
import { EnumValue } from '../../../lib/vocabulary/EnumValue';
import { formatFieldValue } from '../../../lib/vocabulary/vocabulary';
import { useVocabulary } from '../../../lib/vocabulary/useVocabulary';

export interface ProductsSectionProps {
  headingId: string;
  products: readonly Product[] | undefined;
  originalValue: number | undefined;
}

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
      <Items items={items} originalValue={originalValue} />
      {items.some((product) => hasContent(product.dimensions)) ? <Dimensions items={items} /> : null}
    </DetailSection>
  );
}

function Items({ items, originalValue }: { items: readonly Product[]; originalValue: number | undefined }) {
  const t = useT();
  const vocabulary = useVocabulary();
  const { locale } = useLocale();
  const totals = sumProductPrices(items);
  const mismatch = priceMismatch(totals, originalValue);
  const columns: ProductColumn[] = [];
  // A column no item fills would be a column of dashes: it is left out instead.
  if (items.some((product) => !isAbsent(product.type))) {
    columns.push({
      key: 'type',
      header: t('requestDetail.products.type'),
      cell: (product) =>
        product.type ? formatFieldValue('products.type', product.type, vocabulary) : <Absent />,
    });
  }
  if (items.some((product) => !isAbsent(product.productCode))) {
    columns.push({
      key: 'code',
      header: t('requestDetail.products.code'),
      code: true,
      cell: (product) => (isAbsent(product.productCode) ? <Absent /> : product.productCode),
    });
  }
  columns.push(
    {
      key: 'quantity',
      header: t('requestDetail.products.quantity'),
      numeric: true,
      cell: (product) => <NumberValue value={product.quantity} />,
    },
    {
      key: 'unitPrice',
      header: t('requestDetail.products.unitPrice'),
      numeric: true,
      cell: (product) => <Money value={product.singlePrice} />,
    },
    {
      key: 'total',
      header: t('requestDetail.products.total'),
      numeric: true,
      cell: (product) => <Money value={product.totalPrice} />,
    },
  );
  if (items.some((product) => hasContent(product.center))) {
    columns.push({
      key: 'center',
      header: t('requestDetail.products.center'),
      cell: (product) => <CenterText product={product} />,
    });
  }
  return (
    <Stack gap="xs">
      <ProductGrid
        caption={t('requestDetail.products.caption')}
        nameHeader={t('requestDetail.products.name')}
        name={(product) => (
          <>
            {isAbsent(product.name) ? <Absent /> : product.name}
            <StructureText product={product} />
          </>
        )}
        columns={columns}
        items={items}
        footer={{
          label: t('requestDetail.products.totals'),
          values: { total: <Money value={totals.sum} /> },
        }}
      />
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

/**
 * The structure a vendor attaches to an item (most often a module), under the item's name: only a
 * few items have one, and a column of its own was a column of dashes.
 */
function StructureText({ product }: { product: Product }) {
  const t = useT();
  const structure = product.structure;
  if (!hasContent(structure) || structure === undefined) return null;
  const hasAmountOrPrice = !isAbsent(structure.amount) || !isAbsent(structure.price);
  return (
    <Text size="sm" c="dimmed" fw={400}>
      {t('requestDetail.products.structure')}: {isAbsent(structure.name) ? null : <>{structure.name} · </>}
      {isAbsent(structure.type) ? null : (
        <>
          <EnumValue set="structureKind" value={structure.type} />
          {hasAmountOrPrice ? ' · ' : null}
        </>
      )}
      {hasAmountOrPrice ? (
        <span style={{ whiteSpace: 'nowrap' }}>
          <NumberValue value={structure.amount} /> × <Money value={structure.price} />
        </span>
      ) : null}
    </Text>
  );
}

function Dimensions({ items }: { items: readonly Product[] }) {
  const t = useT();
  const totalWeight = (product: Product) => lineTotal(product.quantity, product.dimensions?.weight_KG);
  const totalVolume = (product: Product) => lineTotal(product.quantity, product.dimensions?.volume_M3);
  const figure = (
    key: string,
    header: string,
    value: (product: Product) => number | undefined,
    // A cable's metre is 0,0001 m³: three decimals would show it as 0.
    fractionDigits = 3,
  ) => ({
    key,
    header,
    numeric: true,
    cell: (product: Product) => <NumberValue value={value(product)} fractionDigits={fractionDigits} />,
  });
  return (
    <ProductGrid
      caption={t('requestDetail.products.dimensions.caption')}
      nameHeader={t('requestDetail.products.name')}
      name={(product) => <ProductName product={product} />}
      columns={[
        figure('length', t('requestDetail.products.dimensions.length'), (p) => p.dimensions?.length_MM),
        figure('width', t('requestDetail.products.dimensions.width'), (p) => p.dimensions?.width_MM),
        figure('height', t('requestDetail.products.dimensions.height'), (p) => p.dimensions?.height_MM),
        figure('weight', t('requestDetail.products.dimensions.weight'), (p) => p.dimensions?.weight_KG),
        figure('volume', t('requestDetail.products.dimensions.volume'), (p) => p.dimensions?.volume_M3, 4),
        figure('quantity', t('requestDetail.products.quantity'), (p) => p.quantity),
        figure('totalWeight', t('requestDetail.products.dimensions.totalWeight'), totalWeight),
        figure('totalVolume', t('requestDetail.products.dimensions.totalVolume'), totalVolume),
      ]}
      items={items}
      footer={{
        label: t('requestDetail.products.totals'),
        values: {
          totalWeight: <NumberValue value={sumKnown(items.map(totalWeight))} />,
          totalVolume: <NumberValue value={sumKnown(items.map(totalVolume))} />,
        },
      }}
    />
  );
}

/** The item's name, or its code when it has no name. */
function ProductName({ product }: { product: Product }) {
  if (!isAbsent(product.name)) return <>{product.name}</>;
  return isAbsent(product.productCode) ? <Absent /> : <>{product.productCode}</>;
}
