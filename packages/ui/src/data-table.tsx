import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from './table';

export interface DataTableProps {
  /** One heading a column, in order (a heading may be visually hidden, e.g. an actions column). */
  headings: readonly ReactNode[];
  /** The body's rows (TableRow elements). */
  children: ReactNode;
}

/** A table of rows under one row of column headings. */
export function DataTable({ headings, children }: DataTableProps) {
  return (
    <Table>
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
