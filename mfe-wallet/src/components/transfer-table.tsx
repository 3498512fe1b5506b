import type { ReactNode } from 'react';
import { Card, EmptyState, maskAddress, Skeleton } from '@fc/shared';
import styles from './transfer-table.module.css';

/** One transfer on a chain as a row: a deposit or a withdrawal, of tokens or of a card. */
export interface TransferRow {
  id: string;
  status: string;
  /** Already formatted: when it was seen or requested. */
  date: string;
  /** What moved: an amount with its token, or a card. */
  what: ReactNode;
  network: string;
  /** The other side's address, where the table has that column. */
  address?: string;
  txHash: string | null;
  /** Where it stands: a status, or n/15 while confirming. */
  progress: ReactNode;
}

/** The column headers, in the page's words; without `address` the table has no address column. */
export interface TransferLabels {
  date: string;
  what: string;
  network: string;
  address?: string;
  tx: string;
  status: string;
}

/**
 * The chain transfers of a wallet page (token deposits, token withdrawals, card NFTs) in one table: the date, what
 * moved, the network, the address, the transaction and where it stands. Each row is `data-testid={testId}` with its
 * status in `data-status`, its transaction cell `{testId}-tx` and its status cell `{testId}-status`.
 */
export function TransferTable({
  title,
  emptyTitle,
  status,
  rows,
  labels,
  testId,
}: {
  title: string;
  emptyTitle: string;
  /** The list's query status (react-query's): a skeleton while pending, the empty state once loaded with none. */
  status: 'pending' | 'error' | 'success';
  rows: readonly TransferRow[];
  labels: TransferLabels;
  testId: string;
}) {
  return (
    <Card as="section" title={title}>
      {status === 'pending' ? <Skeleton lines={3} /> : null}
      {status === 'success' && rows.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {rows.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{labels.date}</th>
              <th scope="col">{labels.what}</th>
              <th scope="col">{labels.network}</th>
              {labels.address ? <th scope="col">{labels.address}</th> : null}
              <th scope="col">{labels.tx}</th>
              <th scope="col">{labels.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={testId} data-status={row.status}>
                <td>{row.date}</td>
                <td>{row.what}</td>
                <td>{row.network}</td>
                {labels.address ? <td title={row.address}>{row.address ? maskAddress(row.address) : '–'}</td> : null}
                <td className={styles.hash} title={row.txHash ?? undefined} data-testid={`${testId}-tx`}>
                  {row.txHash ?? '–'}
                </td>
                <td data-testid={`${testId}-status`}>{row.progress}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
