import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from './table';

export interface DataTableProps {
  /** One heading a column, in order (a heading may be visually hidden, e.g. an actions column). */
  headings: readonly ReactNode[];
  /** The body's rows (TableRow elements). */
  children: ReactNode;
  /** Extra classes for the table (`cards-on-phone`: rows become cards on a phone). */
  className?: string;
}

/** A table of rows under one row of column headings. */
export function DataTable({ headings, children, className }: DataTableProps) {
  return (
    <Table className={className}>
      <TableHeader>
        <TableRow>
          {headings.map((heading, index) => (
            // The headings are fixed for a table: their place is their identity.
            <TableHead key={index}>{heading}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
