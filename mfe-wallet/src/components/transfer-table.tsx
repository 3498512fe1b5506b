import type { ReactNode } from 'react';
import { maskAddress, Skeleton } from '@fc/shared';
import { Badge, Card, DataTable, DateTime, EmptyState, useWideScreen, type BadgeTone } from '@fc/shared/ui';
import layout from './layout.module.css';

/** One transfer on a chain as a row: a deposit or a withdrawal, of tokens or of a card. */
export interface TransferRow {
  id: string;
  status: string;
  /** Unix seconds: when it was seen or requested. */
  at: number;
  /** What moved: an amount with its token, or a card. */
  what: ReactNode;
  network: string;
  /** The other side's address, where the table has that column. */
  address?: string;
  txHash: string | null;
  /** Where it stands, in words: a status, or n/15 while confirming. */
  progress: string;
  tone: BadgeTone;
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

/** Where a transfer stands as a badge: done, failed, or still on its way. */
export function transferTone(status: string): BadgeTone {
  if (status === 'confirmed') return 'success';
  if (status === 'failed') return 'danger';
  return 'info';
}

function Hash({ value, testId }: { value: string | null; testId: string }) {
  return (
    <span className={layout.hash} title={value ?? undefined} data-testid={testId}>
      {value ?? '–'}
    </span>
  );
}

/** From 640 px a table; on a phone each transfer a card with the same facts. */
function Rows({ rows, labels, title, testId }: { rows: readonly TransferRow[]; labels: TransferLabels; title: string; testId: string }) {
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul className={layout.rowCards} aria-label={title}>
        {rows.map((row) => (
          <li key={row.id} className={layout.rowCard} data-testid={testId} data-status={row.status}>
            <div className={layout.rowCardHead}>
              <span className={layout.rowCardFigure}>{row.what}</span>
              <Badge tone={row.tone} data-testid={`${testId}-status`}>
                {row.progress}
              </Badge>
            </div>
            <p className={layout.rowCardMeta}>
              <DateTime value={row.at} /> · {row.network}
            </p>
            {labels.address ? (
              <p className={layout.rowCardMeta}>
                {labels.address}: <span title={row.address}>{row.address ? maskAddress(row.address) : '–'}</span>
              </p>
            ) : null}
            <p className={layout.rowCardMeta}>
              {labels.tx}: <Hash value={row.txHash} testId={`${testId}-tx`} />
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable label={title}>
      <thead>
        <tr>
          <th scope="col">{labels.date}</th>
          <th scope="col" data-numeric>
            {labels.what}
          </th>
          <th scope="col">{labels.network}</th>
          {labels.address ? <th scope="col">{labels.address}</th> : null}
          <th scope="col">{labels.tx}</th>
          <th scope="col">{labels.status}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid={testId} data-status={row.status}>
            <td>
              <DateTime value={row.at} />
            </td>
            <td data-numeric>{row.what}</td>
            <td>{row.network}</td>
            {labels.address ? <td title={row.address}>{row.address ? maskAddress(row.address) : '–'}</td> : null}
            <td>
              <Hash value={row.txHash} testId={`${testId}-tx`} />
            </td>
            <td>
              <Badge tone={row.tone} data-testid={`${testId}-status`}>
                {row.progress}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * The chain transfers of a wallet page (token deposits, token withdrawals, card NFTs) under a heading: the date, what
 * moved, the network, the address, the transaction and where it stands. Each row is `data-testid={testId}` with its
 * status in `data-status`, its transaction `{testId}-tx` and its state `{testId}-status`.
 */
export function TransferTable({
  title,
  emptyTitle,
  status,
  rows,
  labels,
  testId,
  footer,
}: {
  title: string;
  emptyTitle: string;
  /** The list's query status (react-query's): a skeleton while pending, the empty state once loaded with none. */
  status: 'pending' | 'error' | 'success';
  rows: readonly TransferRow[];
  labels: TransferLabels;
  testId: string;
  /** Under the rows: a pager. */
  footer?: ReactNode;
}) {
  return (
    <Card as="section" title={title}>
      {status === 'pending' ? <Skeleton lines={3} /> : null}
      {status === 'success' && rows.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {rows.length > 0 ? <Rows rows={rows} labels={labels} title={title} testId={testId} /> : null}
      {footer}
    </Card>
  );
}
