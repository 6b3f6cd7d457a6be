import { Button, Stack } from '@mantine/core';
import { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import type { FieldProps } from '../../components/Field';
import { useT } from '../../i18n/useT';
import classes from './DetailFields.module.css';
import { fieldIsEmpty } from './fieldIsEmpty';

/**
 * A section's label/value pairs (`<Field>`s): the ones with a value first, in two columns where the
 * drawer is wide; the ones without behind one "Mostrar N campos vazios", so a sparse record does
 * not read as a column of dashes and a full one still names every field it could have. `of` names
 * the group for screen readers, so two groups' buttons (the company's and its address's) differ.
 */
export function DetailFields({ of, children }: { of: string; children: ReactNode }) {
  const t = useT();
  const emptyId = useId();
  const [showEmpty, setShowEmpty] = useState(false);
  const fields = Children.toArray(children).filter(isValidElement) as ReactElement<FieldProps>[];
  const filled = fields.filter((field) => !fieldIsEmpty(field.props.children));
  const empty = fields.filter((field) => fieldIsEmpty(field.props.children));
  const label = showEmpty
    ? t('requestDetail.emptyFields.hide', { count: empty.length })
    : t('requestDetail.emptyFields.show', { count: empty.length });
  return (
    <Stack gap="xs">
      {filled.length > 0 ? <dl className={classes.list}>{filled}</dl> : null}
      {empty.length > 0 ? (
        <>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            w="fit-content"
            aria-expanded={showEmpty}
            aria-controls={emptyId}
            // The name starts with what the button shows, then says which group it opens.
            aria-label={`${label} (${of})`}
            onClick={() => setShowEmpty((shown) => !shown)}
          >
            {label}
          </Button>
          {/* In the page while folded, so the button always controls something. */}
          <dl className={classes.list} id={emptyId} hidden={!showEmpty}>
            {empty}
          </dl>
        </>
      ) : null}
    </Stack>
  );
}
