import Alert from '@mui/material/Alert';
import type {ReportRequest} from '@karat/shared';
import type {UseQueryResult} from '@tanstack/react-query';
import type {ReactNode} from 'react';
import {useSearchParams} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage} from '@/lib/api-error';
import {paramsFromRequest, requestFromParams} from './report-data';
import {ReportPeriodForm} from './ReportPeriodForm';

/** The report's request from the URL (the default period until one is chosen) and a way to change it. */
export function useReportRequest() {
  const [params, setParams] = useSearchParams();
  const request = requestFromParams(params);
  return {request, setRequest: (next: ReportRequest) => setParams(paramsFromRequest(next))};
}

/** A report's page: the period form, then the report, or its error as the server gave it. */
export function ReportPage<T>({
  title,
  request,
  onRequest,
  query,
  actions,
  children,
}: {
  title: string;
  request: ReportRequest;
  onRequest(request: ReportRequest): void;
  query: UseQueryResult<T>;
  /** Header actions once the report is there (CSV export). */
  actions?(data: T): ReactNode;
  children(data: T): ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>{query.data && actions?.(query.data)}</PageHeader>
      <ReportPeriodForm request={request} onSubmit={onRequest} />
      {query.isPending ? <Loading /> : query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : children(query.data)}
    </>
  );
}
