import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useT } from '../i18n/useT';
import { mutationErrorText } from './mutationErrorText';

export interface ConfirmedMutation<TData, TVariables> {
  pending: boolean;
  /** Why the last attempt failed, in the reader's language; null before a try and after success. */
  error: string | null;
  /** Closes the dialog and forgets a failed attempt, so the next opening starts clean. */
  close: () => void;
  run: (variables: TVariables, onDone: (data: TData) => void) => void;
}

/**
 * The change behind a confirm dialog. Its answer is handed to `onDone` and then dropped from the
 * mutation, so what it carries (a one-time code, say) lives on only where the caller puts it.
 */
export function useConfirmedMutation<TData, TVariables, TContext>(
  options: (queryClient: QueryClient) => UseMutationOptions<TData, Error, TVariables, TContext>,
  {
    onClose,
    knownErrors = {},
  }: {
    onClose: () => void;
    /** The dialog's own sentence for problem codes it expects (`user_not_found`…). */
    knownErrors?: Readonly<Partial<Record<string, string>>>;
  },
): ConfirmedMutation<TData, TVariables> {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(options(queryClient));
  return {
    pending: mutation.isPending,
    error: mutation.error ? mutationErrorText(mutation.error, t, knownErrors) : null,
    close: () => {
      mutation.reset();
      onClose();
    },
    run: (variables, onDone) =>
      mutation.mutate(variables, {
        onSuccess: (data) => {
          mutation.reset();
          onDone(data);
        },
      }),
  };
}
