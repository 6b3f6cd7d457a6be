import { Button, CopyButton, TextInput, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/useT';

export interface CopyFieldProps {
  label: string;
  description?: string;
  value: string;
}

/**
 * A value to carry to another screen: read-only text (selected whole on focus, so it can also be
 * copied by hand) with a button that copies it and says so to screen readers.
 */
export function CopyField({ label, description, value }: CopyFieldProps) {
  const t = useT();
  return (
    <CopyButton value={value} timeout={3000}>
      {({ copied, copy }) => (
        <>
          <TextInput
            label={label}
            description={description}
            value={value}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            rightSectionWidth={96}
            rightSectionPointerEvents="all"
            rightSection={
              <Button
                size="compact-xs"
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
                aria-label={t('adminDevices.copy', { label })}
              >
                {copied ? t('adminDevices.copiedShort') : t('adminDevices.copyShort')}
              </Button>
            }
          />
          <VisuallyHidden aria-live="polite">
            {copied ? t('adminDevices.copied', { label }) : ''}
          </VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
