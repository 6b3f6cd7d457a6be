import type { z } from 'zod';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { HttpProblem } from '../../http/problem';

/** The payment form's text fields, refused field by field with the contract's messages. */
export function paymentFormProblem(issues: readonly z.core.$ZodIssue[]): HttpProblem {
  const errors = issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: key.slice(0, 60),
          message:
            'is not a field of a payment update (status, type, condition, description, attachments, baseVersion)',
        }))
      : [{ path: issue.path.map(String).join('.') || '(form)', message: issue.message }],
  );
  const first = errors[0];
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.invalidInput,
    detail: first ? `The form is invalid: ${first.path} ${first.message}.` : 'The form is invalid.',
    errors,
  });
}
