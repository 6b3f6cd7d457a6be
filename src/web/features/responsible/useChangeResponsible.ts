import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeResponsible, type ResponsibleChangeRequest } from './api/changeResponsible';
import { confirmInMirror } from './confirmInMirror';
import { applyResponsible, rollBack } from './responsibleCache';

export interface ChangeResponsibleVariables extends ResponsibleChangeRequest {
  /** The new responsible's name when a suggestion gave it, shown until the mirror has the record. */
  name: string | null;
}

export interface UseChangeResponsibleOptions {
  /** Waits between looks at the mirror after success (tests shorten them). */
  mirrorCheckDelays?: readonly number[];
}

/**
 * The change of responsible as a mutation: the drawer and the table show the new responsible at
 * once, a refusal puts the previous one back, and a success is followed until the mirror (and so
 * the history) has it. These callbacks belong to the mutation, not to the form, so they run even
 * when the drawer is closed before the vendor answers.
 */
export function useChangeResponsible({ mirrorCheckDelays }: UseChangeResponsibleOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ChangeResponsibleVariables) => changeResponsible(variables),
    onMutate: async ({ type, code, email, name }) => {
      // A read already on its way would land after the optimistic value and hide it.
      await queryClient.cancelQueries({ queryKey: ['requests', type] });
      return applyResponsible(queryClient, type, code, { email: email.trim(), name });
    },
    onError: (_error, _variables, change) => {
      if (change) rollBack(queryClient, change);
    },
    onSuccess: (_outcome, { type, code, email }) => {
      void confirmInMirror(queryClient, { type, code, email }, mirrorCheckDelays);
    },
  });
}
