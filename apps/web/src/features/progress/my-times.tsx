import { useQuery } from '@tanstack/react-query';
import { formatDuration } from '@lectern/domain';
import { Badge } from '@lectern/ui';
import { useClubFormat } from '../../app/clubs/club-format';
import { useTRPC } from '../../lib/trpc';
import { Muted, Section } from './parts';
import { MY_TIMES_TEXT as T } from './text';

/** The member's own measured speeches and evaluations over the months, newest first. */
export function MyTimesSection({ clubId }: { clubId: number }) {
  const trpc = useTRPC();
  const format = useClubFormat();
  const times = useQuery(trpc.meetings.myTimes.queryOptions({ clubId }));
  const items = times.data?.items ?? [];
  return (
    <Section title={T.title}>
      {items.length === 0 ? (
        <Muted>{T.none}</Muted>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2">
                {T.columns.date}
              </th>
              <th scope="col">{T.columns.item}</th>
              <th scope="col">{T.columns.time}</th>
              <th scope="col">{T.columns.result}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((time) => (
              <tr key={`${time.meetingId}-${time.activity}`} className="border-b last:border-0">
                <td className="py-2">{format.date(time.date)}</td>
                <td>{time.activity}</td>
                <td className="tabular-nums">{formatDuration(time.elapsedMs / 1000)}</td>
                <td>
                  {time.qualified === null ? null : (
                    <Badge variant={time.qualified ? 'default' : 'destructive'}>
                      {time.qualified ? T.qualified : T.notQualified}
                    </Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
