import { formatClock, type AgendaRow } from '@lectern/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, cn } from '@lectern/ui';
import { AGENDA_TEXT } from './text';

const LIGHTS = [
  { key: 'greenTime', className: 'bg-timing-green' },
  { key: 'amberTime', className: 'bg-timing-amber' },
  { key: 'redTime', className: 'bg-timing-red' },
] as const;

// Print sizes keep all 26 default rows on one A4 page with the cards below them.
const CELL = 'px-2 py-1.5 align-top whitespace-normal print:px-1 print:py-px';
const HEAD = 'h-auto py-2 align-bottom print:py-0.5';

/** Agenda table; the timing lights keep their colours on paper. */
export function AgendaTable({ rows, caption }: { rows: readonly AgendaRow[]; caption: string }) {
  const [time, projects, maxTime, green, amber, red, presentedBy] = AGENDA_TEXT.tableHeaders;
  return (
    <Table className="cards-on-phone text-sm print:text-[7pt] print:leading-[1.2]">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead className={cn(CELL, HEAD, 'w-16 print:w-10')}>{time}</TableHead>
          <TableHead className={cn(CELL, HEAD)}>{projects}</TableHead>
          <TableHead className={cn(CELL, HEAD, 'w-20 text-center print:w-14')}>{maxTime}</TableHead>
          <TableHead className={cn(CELL, HEAD, 'w-16 text-center print:w-11')}>{green}</TableHead>
          <TableHead className={cn(CELL, HEAD, 'w-16 text-center print:w-11')}>{amber}</TableHead>
          <TableHead className={cn(CELL, HEAD, 'w-16 text-center print:w-11')}>{red}</TableHead>
          <TableHead className={cn(CELL, HEAD, 'w-48 print:w-40')}>{presentedBy}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} className="break-inside-avoid">
            <TableCell data-label={time} className={cn(CELL, 'font-medium tabular-nums')}>
              {formatClock(row.time)}
            </TableCell>
            <TableCell className={CELL}>
              <div className="font-medium">{row.activity}</div>
              {row.notes ? (
                <div className="text-xs text-muted-foreground print:text-[6.5pt]">{row.notes}</div>
              ) : null}
            </TableCell>
            <TableCell data-label={maxTime} className={cn(CELL, 'text-center tabular-nums')}>
              {row.maxTime}
            </TableCell>
            {LIGHTS.map(({ key, className }, index) => (
              <TableCell
                key={key}
                data-label={[green, amber, red][index]}
                className={cn(
                  CELL,
                  'text-center tabular-nums print-exact',
                  row[key] ? `${className} text-black` : '',
                )}
              >
                {row[key]}
              </TableCell>
            ))}
            <TableCell data-label={presentedBy} className={CELL}>
              <span>{row.presenter}</span>
              {row.pathway ? (
                <span className="block text-xs text-muted-foreground print:ml-1 print:inline print:text-[6pt]">
                  {row.pathway}
                </span>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
