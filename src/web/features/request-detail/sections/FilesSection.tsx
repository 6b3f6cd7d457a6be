import { List, Text } from '@mantine/core';
import type { FileGroup } from '../../../../contract/upstream/files';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { useT } from '../../../i18n/useT';
import { isAbsent } from '../../../lib/isAbsent';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';

/** Uploaded file names under their category; the backend serves no downloads, so names only. */
export function FilesSection({
  headingId,
  files,
}: {
  headingId: string;
  files: readonly FileGroup[] | undefined;
}) {
  const t = useT();
  const title = t('requestDetail.section.files');
  const groups = (files ?? []).filter(hasContent);
  if (groups.length === 0) {
    return <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.files.empty')} />;
  }
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        {groups.map((group, index) => {
          const names = (group.uploadedFiles ?? []).filter((name) => !isAbsent(name));
          return (
            <Field
              key={index}
              label={isAbsent(group.category) ? t('requestDetail.files.uncategorised') : group.category}
            >
              {names.length === 0 ? (
                <Text span c="dimmed">
                  {t('requestDetail.files.none')}
                </Text>
              ) : (
                <List size="sm" spacing={2}>
                  {names.map((name, fileIndex) => (
                    <List.Item key={fileIndex}>{name}</List.Item>
                  ))}
                </List>
              )}
            </Field>
          );
        })}
      </DetailFields>
    </DetailSection>
  );
}
