import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type {ReactNode} from 'react';
import {errorMessage, isNotFound} from '@/lib/api-error';
import {PageHeader} from './PageHeader';
import {TEXTS} from '@/lib/texts';

/** The error of a failed load with a Retry button (for a table body or a page). */
export function ErrorWithRetry({error, onRetry, title}: {error: unknown; onRetry(): void; title?: string}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {TEXTS.states.retry}
        </Button>
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {errorMessage(error)}
    </Alert>
  );
}

/**
 * A page whose record did not load: "not found" only when the server said 404; any other failure
 * (a 500, no network) says it could not load, with the reason and Retry, since the record may exist.
 */
export function LoadError({
  error,
  notFoundTitle,
  failedTitle,
  onRetry,
  children,
}: {
  error: unknown;
  notFoundTitle: string;
  failedTitle: string;
  onRetry(): void;
  /** Header actions (e.g. Back). */
  children?: ReactNode;
}) {
  if (isNotFound(error)) return <PageHeader title={notFoundTitle}>{children}</PageHeader>;
  return (
    <>
      <PageHeader title={failedTitle}>{children}</PageHeader>
      <ErrorWithRetry error={error} onRetry={onRetry} />
    </>
  );
}
