import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { clubRoleLabel } from '@lectern/domain';
import { Button, Card, CardContent, CardHeader, PageHeader } from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { OUTREACH_SCREEN } from '../../app/screens';
import { useTRPC } from '../../lib/trpc';
import { ContactDialog } from './contact-dialog';
import { dateOf, LinkButton, OfficersOnly, PageSkeleton } from './parts';
import { MEMBERSHIP_PAGE_TEXT } from './text';
import type { FollowUpPerson } from './types';
import { useClubFormat } from '../../app/clubs/club-format';

const T = MEMBERSHIP_PAGE_TEXT.outreach;
const G = MEMBERSHIP_PAGE_TEXT.guests;

/** Outreach (/membership/outreach): guests not seen for 30 days and inactive members. */
export function OutreachPage() {
  return (
    <ClubScreen
      screen={OUTREACH_SCREEN}
      title={T.title}
      noClub={MEMBERSHIP_PAGE_TEXT.noClub}
      skeleton={<PageSkeleton title={T.title} />}
      loadFailed={T.loadFailed}
      denied={<OfficersOnly title={T.title} />}
    >
      {(club) => <Outreach club={club} />}
    </ClubScreen>
  );
}

function PeopleList({
  title,
  empty,
  people,
  canContact,
  onContact,
}: {
  title: string;
  empty: string;
  people: readonly FollowUpPerson[];
  canContact: boolean;
  onContact: (person: FollowUpPerson) => void;
}) {
  const format = useClubFormat();
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>
        {people.length === 0 ? (
          <p className="text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y">
            {people.map((person) => (
              <li key={person.userId} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{person.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {clubRoleLabel(person.role)} · {G.lastVisit}:{' '}
                    {person.lastVisit ? format.date(person.lastVisit) : G.never} · {G.lastContact}:{' '}
                    {dateOf(person.lastContactAt, format) ?? G.never}
                  </p>
                </div>
                {canContact && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onContact(person)}
                    aria-label={`${G.contact}: ${person.name}`}
                  >
                    {G.contact}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Outreach({ club }: { club: SelectedClub }) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.growth.outreach.queryOptions({ clubId: club.clubId }));
  const [contacting, setContacting] = useState<FollowUpPerson | null>(null);
  const canContact = club.can('membership:write');
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={<LinkButton to="/membership/guest-follow-up">{G.title}</LinkButton>}
      />
      <div className="grid gap-6">
        <PeopleList
          title={T.guests}
          empty={T.noGuests}
          people={data.guests}
          canContact={canContact}
          onContact={setContacting}
        />
        <PeopleList
          title={T.inactive}
          empty={T.noInactive}
          people={data.inactiveMembers}
          canContact={canContact}
          onContact={setContacting}
        />
      </div>
      {contacting && (
        <ContactDialog
          clubId={club.clubId}
          person={contacting}
          onClose={() => setContacting(null)}
        />
      )}
    </>
  );
}
