import { Text } from '@mantine/core';
import { type EnumSet, describeEnumValue } from '../../../contract/labels/enumLabels';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';

/**
 * A value of a closed or indicated set in the reader's words. A code Painel has no words for
 * ("battery", "tipo_3") is shown once, exactly as received, with a small note saying so; a value
 * in a person's words ("Telhado cerâmico") is shown as it is.
 */
export function EnumValue({ set, value }: { set: EnumSet; value: string }) {
  const { locale } = useLocale();
  const t = useT();
  const { text, unrecognized } = describeEnumValue(set, value, locale);
  if (!unrecognized) return <>{text}</>;
  return (
    <>
      <span data-received-value="">{text}</span>{' '}
      <Text span size="xs" c="dimmed">
        ({t('vocabulary.unrecognizedHint')})
      </Text>
    </>
  );
}
