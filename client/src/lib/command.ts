import {useMutation, type UseMutationOptions, type UseMutationResult} from '@tanstack/react-query';
import {useRef} from 'react';

/** What a command's call sends besides its body: the submission's Idempotency-Key header. */
export interface Submission {
  headers: {'Idempotency-Key': string};
}

/**
 * A key for one submission: 128 random bits. crypto.getRandomValues, not randomUUID, because the
 * latter exists only in secure contexts and the back office may be served over plain http on a LAN.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('');
}

/** How long after a success the same submission still counts as a double click, not a new command. */
export const DOUBLE_SUBMIT_WINDOW_MS = 5_000;

type CommandOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** Sends the command; pass `submission` into the SDK call (`{body, ...submission}`). */
  mutationFn: (variables: TVariables, submission: Submission) => Promise<TData>;
};

interface Pending {
  key: string;
  /** The submission's answer while it runs. */
  running?: Promise<unknown>;
  /** When it succeeded; undefined while it runs or after it failed. */
  succeededAt?: number;
}

/**
 * useMutation for a create or send command (server: pipeline/idempotency.ts). Every submission
 * carries an Idempotency-Key, so the server acts at most once per submission. Submissions are told
 * apart by their variables:
 * - the same variables while they are running are not sent again (a double click before the button
 *   turned disabled): the second call gets the first one's answer;
 * - the same variables sent again after a failure (a lost answer, a network error) reuse the key,
 *   so the server answers the first result if it did act;
 * - the same variables within DOUBLE_SUBMIT_WINDOW_MS of a success reuse the key too;
 * - other variables are another submission with its own key, even while one runs (a scan queue).
 */
export function useCommand<TData, TVariables = void>(options: CommandOptions<TData, TVariables>): UseMutationResult<TData, Error, TVariables> {
  const submissions = useRef(new Map<string, Pending>());
  const {mutationFn, ...rest} = options;
  const mutation = useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: variables => mutationFn(variables, {headers: {'Idempotency-Key': submissions.current.get(submissionOf(variables))!.key}}),
  });

  type Args = Parameters<typeof mutation.mutateAsync>;
  const mutateAsync = (...args: Args): Promise<TData> => {
    const text = submissionOf(args[0]);
    const now = Date.now();
    for (const [other, pending] of submissions.current)
      if (pending.succeededAt !== undefined && now - pending.succeededAt >= DOUBLE_SUBMIT_WINDOW_MS) submissions.current.delete(other);
    const last = submissions.current.get(text);
    if (last?.running) return last.running as Promise<TData>;
    const current: Pending = {key: last?.key ?? newIdempotencyKey()};
    submissions.current.set(text, current);
    const run = mutation.mutateAsync(...args);
    current.running = run;
    run.then(
      () => {
        current.running = undefined;
        current.succeededAt = Date.now();
      },
      () => {
        current.running = undefined;
      },
    );
    return run;
  };
  // Like useMutation's mutate: errors go to the callbacks and the mutation state, not to the caller.
  const mutate = (...args: Args) => {
    mutateAsync(...args).catch(() => undefined);
  };
  return {...mutation, mutate, mutateAsync} as UseMutationResult<TData, Error, TVariables>;
}

const submissionOf = (variables: unknown) => JSON.stringify(variables ?? null);
