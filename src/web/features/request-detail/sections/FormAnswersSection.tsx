import type { FormAnswer } from '../../../../contract/upstream/formAnswer';
import { Absent } from '../../../components/Absent';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { useT } from '../../../i18n/useT';
import { isAbsent } from '../../../lib/isAbsent';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';

/** The questions of the request's form and what was answered, as text. */
export function FormAnswersSection({
  headingId,
  answers,
}: {
  headingId: string;
  answers: readonly FormAnswer[] | undefined;
}) {
  const t = useT();
  const title = t('requestDetail.section.formAnswers');
  const rows = (answers ?? []).filter(hasContent);
  if (rows.length === 0) {
    return (
      <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.formAnswers.empty')} />
    );
  }
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        {rows.map((row, index) => (
          <Field key={index} label={isAbsent(row.question) ? <Absent /> : row.question}>
            {row.answer}
          </Field>
        ))}
      </DetailFields>
    </DetailSection>
  );
}
