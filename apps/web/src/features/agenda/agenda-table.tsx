import { formatClock, type AgendaRow } from '@lectern/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, cn } from '@lectern/ui';
import { AGENDA_TEXT } from './text';

const LIGHTS = [
  { key: 'greenTime', className: 'bg-timing-green' },
  { key: 'amberTime', className: 'bg-timing-amber' },
  { key: 'redTime', className: 'bg-timing-red' },
] as const;

const CELL = 'px-2 py-1.5 print:px-1 print:py-0.5 align-top whitespace-normal';

/** SPEC §2 agenda table; the timing lights keep their colours on paper (UX.md print). */
export function AgendaTable({ rows, caption }: { rows: readonly AgendaRow[]; caption: string }) {
  const [time, projects, maxTime, green, amber, red, presentedBy] = AGENDA_TEXT.tableHeaders;
  return (
    <Table className="text-sm print:text-[7.5pt] print:leading-tight">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead className={cn(CELL, 'w-16')}>{time}</TableHead>
          <TableHead className={CELL}>{projects}</TableHead>
          <TableHead className={cn(CELL, 'w-20 text-center')}>{maxTime}</TableHead>
          <TableHead className={cn(CELL, 'w-16 text-center')}>{green}</TableHead>
          <TableHead className={cn(CELL, 'w-16 text-center')}>{amber}</TableHead>
          <TableHead className={cn(CELL, 'w-16 text-center')}>{red}</TableHead>
          <TableHead className={cn(CELL, 'w-48')}>{presentedBy}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} className="break-inside-avoid">
            <TableCell className={cn(CELL, 'font-medium tabular-nums')}>
              {formatClock(row.time)}
            </TableCell>
            <TableCell className={CELL}>
              <div className="font-medium">{row.activity}</div>
              {row.notes ? (
                <div className="text-xs text-muted-foreground print:text-[6.5pt]">{row.notes}</div>
              ) : null}
            </TableCell>
            <TableCell className={cn(CELL, 'text-center tabular-nums')}>{row.maxTime}</TableCell>
            {LIGHTS.map(({ key, className }) => (
              <TableCell
                key={key}
                className={cn(
                  CELL,
                  'text-center tabular-nums print-exact',
                  row[key] ? `${className} text-black` : '',
                )}
              >
                {row[key]}
              </TableCell>
            ))}
            <TableCell className={CELL}>
              <div>{row.presenter}</div>
              {row.pathway ? (
                <div className="text-xs text-muted-foreground print:text-[6.5pt]">
                  {row.pathway}
                </div>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
