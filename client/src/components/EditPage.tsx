import {MESSAGES} from '@karat/shared';
import type {UseQueryResult} from '@tanstack/react-query';
import type {FormikHelpers} from 'formik';
import type {ReactNode} from 'react';
import {LoadError} from './LoadError';
import {Loading} from './Loading';
import {useNotify} from './Notifications';
import {PageHeader} from './PageHeader';
import {TEXTS} from '@/lib/texts';

export interface RecordPageProps<T> {
  /** The record's query (a show or edit page loads one record). */
  query: UseQueryResult<T>;
  /** What the record is, in lower case: 'client' gives 'Client not found' and 'Could not load the client'. */
  record: string;
  title(data: T): ReactNode;
  /** Header actions beside the title (a status chip, a Close button). */
  actions?(data: T): ReactNode;
  /** Where the user goes from a record that did not load (a Back button in the header). */
  back?: ReactNode;
  /** The spec's own title for a failed load, instead of 'Could not load the {record}'. */
  failedTitle?: string;
  children(data: T): ReactNode;
}

/**
 * The frame of a show or edit page: loading, then the header and the content; a 404 is "not found",
 * any other failure says it could not load, with the reason and Retry (never "not found").
 */
export function RecordPage<T>({query, record, title, actions, back, failedTitle, children}: RecordPageProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        notFoundTitle={TEXTS.pages.recordNotFound(record)}
        failedTitle={failedTitle ?? TEXTS.pages.couldNotLoad(record)}
        onRetry={() => void query.refetch()}
      >
        {back}
      </LoadError>
    );
  }
  return (
    <>
      <PageHeader title={title(query.data)}>{actions?.(query.data)}</PageHeader>
      {children(query.data)}
    </>
  );
}

/**
 * The save of an edit page: runs the mutation, then the blue 'Saved!' (or `notice`) and `then`
 * (e.g. back to the list). A failure rejects: the red notice with the server's message comes from
 * the query client, and the form keeps what was typed.
 */
export function useSave<P, R>(mutate: (payload: P) => Promise<R>, options: {notice?: string | ((result: R) => string); then?(result: R): void} = {}) {
  const notify = useNotify();
  return async (payload: P) => {
    const result = await mutate(payload);
    const {notice = MESSAGES.saved, then} = options;
    notify.success(typeof notice === 'function' ? notice(result) : notice);
    then?.(result);
  };
}

/**
 * A formik onSubmit that waits for the save: the form stays 'submitting' meanwhile (its button off,
 * the unsaved-changes guard quiet, so a save that navigates passes), and the saved values become the
 * form's clean state. A failed save leaves the form as typed (the notice says why).
 */
export function savingSubmit<V, P>(toPayload: (values: V) => P, save: (payload: P) => Promise<unknown> | void) {
  return async (values: V, helpers: FormikHelpers<V>) => {
    const payload = toPayload(values);
    try {
      await save(payload);
    } catch {
      return;
    }
    helpers.resetForm({values});
  };
}
