import { ApiPaths, callApi, type StatementCsvRequest, type StatementCsvResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';
import { saveTextFile } from '../lib/save-text-file';

export function exportStatementCsv(request: StatementCsvRequest): Promise<StatementCsvResponse> {
  return callApi<StatementCsvResponse, StatementCsvRequest>(ApiPaths.walletStatementCsv, request);
}

/**
 * Every call is a POST with the session's header, so a plain link cannot download the file: the API client fetches
 * the CSV and the browser saves it as a file.
 */
export function useExportStatementCsv() {
  return useMutation({
    mutationFn: exportStatementCsv,
    onSuccess: (file) => saveTextFile(file.fileName, file.csv, 'text/csv;charset=utf-8'),
  });
}
