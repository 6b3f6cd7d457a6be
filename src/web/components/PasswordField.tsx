import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type Ref, useState } from 'react';
import { useT } from '../i18n/useT';

/**
 * Mantine's PasswordInput with its show/hide button named in the reader's language (Mantine names
 * it "Toggle password visibility" whatever the language) and saying what it will do next.
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('field.password.hide') : t('field.password.show'),
      }}
    />
  );
}
