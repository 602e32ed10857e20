import { useMemo, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import {
  canPay,
  clubRoleLabel,
  NO_MEAL,
  parseCents,
  PAYMENT_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentToggleLabel,
  realMealChoice,
  RSVP_STATUS_LABELS,
  type PaymentStatus,
  type RsvpStatus,
} from '@lectern/domain';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lectern/ui';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';
import { isFullRsvp, rsvpName, type RsvpListItem } from './rsvp-rows';
import { useClubFormat } from '../../app/clubs/club-format';

/** One table row: what the viewer may see of an RSVP (others' details are hidden from members). */
interface TableRowData {
  id: number;
  name: string;
  specialRequirements: string;
  role: string;
  meal: string;
  drink6pm: string;
  drink7pm: string;
  totalCents: number | null;
  paymentStatus: PaymentStatus | null;
  status: RsvpStatus;
}

function toRowData(rsvp: RsvpListItem): TableRowData {
  const full = isFullRsvp(rsvp) ? rsvp : null;
  return {
    id: rsvp.id,
    name: rsvpName(rsvp),
    specialRequirements: full?.specialRequirements ?? '',
    role: full?.role ? clubRoleLabel(full.role) : '',
    meal: full ? (realMealChoice(full.mealChoice) ?? NO_MEAL) : '',
    drink6pm: full?.drink6pm ?? '',
    drink7pm: full?.drink7pm ?? '',
    totalCents: full ? (parseCents(full.totalPrice) ?? 0) : null,
    paymentStatus: full?.paymentStatus ?? null,
    status: rsvp.status,
  };
}

export interface RsvpTableProps {
  rsvps: readonly RsvpListItem[];
  /** Officers get Mark Paid / Unpaid and Pay; everyone else sees a dash. */
  manage?: {
    onToggle: (rsvpId: number, to: PaymentStatus) => void;
    onPay: (rsvpId: number) => void;
    pendingId: number | null;
  };
  caption: string;
}

const [
  nameHeader,
  roleHeader,
  mealHeader,
  drink6Header,
  drink7Header,
  totalHeader,
  paymentHeader,
  statusHeader,
  actionsHeader,
] = RSVP_TEXT.tableColumns;

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUpIcon aria-hidden className="size-3" />;
  if (direction === 'desc') return <ArrowDownIcon aria-hidden className="size-3" />;
  return <ArrowUpDownIcon aria-hidden className="size-3 opacity-50" />;
}

/** Officer table (TanStack Table, sortable by any data column). */
export function RsvpTable({ rsvps, manage, caption }: RsvpTableProps) {
  const format = useClubFormat();
  const [sorting, setSorting] = useState<SortingState>([]);
  const data = useMemo(() => rsvps.map(toRowData), [rsvps]);

  const columns = useMemo<ColumnDef<TableRowData>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: nameHeader,
        cell: ({ row }) => (
          <div>
            <div className="font-medium">{row.original.name}</div>
            {row.original.specialRequirements !== '' && (
              <div className="text-xs text-muted-foreground">
                {row.original.specialRequirements}
              </div>
            )}
          </div>
        ),
      },
      { id: 'role', accessorKey: 'role', header: roleHeader },
      { id: 'meal', accessorKey: 'meal', header: mealHeader },
      { id: 'drink6pm', accessorKey: 'drink6pm', header: drink6Header },
      { id: 'drink7pm', accessorKey: 'drink7pm', header: drink7Header },
      {
        id: 'total',
        accessorFn: (row) => row.totalCents ?? -1,
        header: totalHeader,
        cell: ({ row }) =>
          row.original.totalCents === null ? '' : format.money(row.original.totalCents),
      },
      {
        id: 'payment',
        accessorFn: (row) => row.paymentStatus ?? '',
        header: paymentHeader,
        cell: ({ row }) =>
          row.original.paymentStatus === null ? null : (
            <Badge variant={row.original.paymentStatus === 'paid' ? 'green' : 'grey'}>
              {PAYMENT_STATUS_LABELS[row.original.paymentStatus]}
            </Badge>
          ),
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: statusHeader,
        cell: ({ row }) => RSVP_STATUS_LABELS[row.original.status],
      },
      {
        id: 'actions',
        header: actionsHeader,
        enableSorting: false,
        cell: ({ row }) => {
          const payment = row.original.paymentStatus;
          if (!manage || payment === null) return RSVP_TEXT.noActions;
          const label = paymentToggleLabel(payment);
          const busy = manage.pendingId === row.original.id;
          return (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={RSVP_PAGE_TEXT.togglePaymentFor(label, row.original.name)}
                onClick={() =>
                  manage.onToggle(row.original.id, payment === 'paid' ? 'pending' : 'paid')
                }
              >
                {label}
              </Button>
              {canPay(payment) && (
                <Button
                  size="sm"
                  aria-label={RSVP_PAGE_TEXT.payFor(row.original.name)}
                  onClick={() => manage.onPay(row.original.id)}
                >
                  {PAYMENT_LABELS.pay}
                </Button>
              )}
            </div>
          );
        },
      },
    ],
    [manage, format],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table manages its own state
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <div className="overflow-x-auto rounded-md border max-sm:border-0">
      <Table className="cards-on-phone">
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const label = String(header.column.columnDef.header);
                const sorted = header.column.getIsSorted();
                return (
                  <TableHead
                    key={header.id}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:underline"
                        onClick={header.column.getToggleSortingHandler()}
                        title={RSVP_PAGE_TEXT.sortBy(label)}
                      >
                        {label}
                        <SortIcon direction={sorted} />
                      </button>
                    ) : (
                      label
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={columns.length}
                className="py-8 text-center text-muted-foreground"
              >
                {RSVP_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    data-label={
                      cell.column.id === 'name' || cell.column.id === 'actions'
                        ? undefined
                        : String(cell.column.columnDef.header)
                    }
                    className={
                      cell.column.id === 'actions' ? 'align-top' : 'align-top whitespace-normal'
                    }
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
