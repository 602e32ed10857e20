import { agendaFacts, keyRoles, roleAssignmentsOf, TBD } from '@lectern/domain';
import { Card, CardContent, CardHeader } from '@lectern/ui';
import type { AgendaData } from './use-agenda';
import { AGENDA_SCREEN_TEXT, AGENDA_TEXT } from './text';

/** Club header: logo, name, number, district, founding month and year; date and theme. */
export function ClubHeader({ meeting, club }: Pick<AgendaData, 'meeting' | 'club'>) {
  const facts = agendaFacts(meeting, club);
  return (
    <Card className="print:border-0 print:py-0 print:shadow-none">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between print:flex-row print:px-0">
        <div className="flex items-center gap-4">
          {club.logoUrl ? (
            <img
              src={club.logoUrl}
              alt={AGENDA_SCREEN_TEXT.clubLogo(club.name)}
              className="size-16 rounded object-contain print:size-10"
            />
          ) : null}
          <div>
            <h2 className="text-xl font-bold print:text-base">{club.name}</h2>
            {facts.clubLine ? (
              <p className="text-sm text-muted-foreground print:text-[8pt]">{facts.clubLine}</p>
            ) : null}
          </div>
        </div>
        <div className="sm:text-right print:text-right print:text-[8pt]">
          <p className="font-semibold">{facts.dateText}</p>
          <p className="text-sm print:text-[8pt]">
            <span className="text-muted-foreground">{AGENDA_TEXT.themeLabel}: </span>
            <span className="font-medium">{meeting.theme?.trim() || TBD}</span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Meeting details (date, time range, location) and Key Roles, side by side. */
export function DetailsAndKeyRoles({
  meeting,
  club,
  roles,
}: Pick<AgendaData, 'meeting' | 'club' | 'roles'>) {
  const facts = agendaFacts(meeting, club);
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2">
      <Card className="print:gap-0.5 print:rounded-md print:py-1">
        <CardHeader className="print:px-2 print:text-[8pt]">
          <h2 className="leading-tight font-semibold">{AGENDA_SCREEN_TEXT.meetingDetails}</h2>
        </CardHeader>
        <CardContent className="print:px-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm print:gap-y-0 print:text-[7pt]">
            <dt className="text-muted-foreground">{AGENDA_SCREEN_TEXT.date}</dt>
            <dd>{facts.dateText}</dd>
            <dt className="text-muted-foreground">{AGENDA_SCREEN_TEXT.time}</dt>
            <dd>{facts.timeRange || TBD}</dd>
            <dt className="text-muted-foreground">{AGENDA_SCREEN_TEXT.location}</dt>
            <dd>{facts.location}</dd>
          </dl>
        </CardContent>
      </Card>
      <Card className="print:gap-0.5 print:rounded-md print:py-1">
        <CardHeader className="print:px-2 print:text-[8pt]">
          <h2 className="leading-tight font-semibold">{AGENDA_SCREEN_TEXT.keyRoles}</h2>
        </CardHeader>
        <CardContent className="print:px-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm print:gap-y-0 print:text-[7pt]">
            {keyRoles(roleAssignmentsOf(roles)).map((role) => (
              <div key={role.roleType} className="contents">
                <dt className="text-muted-foreground">{role.label}</dt>
                <dd className="font-medium">{role.name}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

/** The club's mission, or the default sentence. */
export function ClubMission({ meeting, club }: Pick<AgendaData, 'meeting' | 'club'>) {
  return (
    <Card className="print:gap-0.5 print:rounded-md print:py-1">
      <CardHeader className="print:px-2 print:text-[8pt]">
        <h2 className="leading-tight font-semibold">{AGENDA_SCREEN_TEXT.clubMission}</h2>
      </CardHeader>
      <CardContent className="print:px-2">
        <p className="text-sm italic print:text-[7pt]">{agendaFacts(meeting, club).mission}</p>
      </CardContent>
    </Card>
  );
}
