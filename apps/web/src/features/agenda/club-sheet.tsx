import {
  committeeList,
  foundingMonthYear,
  fullName,
  memberNamesSorted,
  memberRoleGuidance,
} from '@lectern/domain';
import type { AgendaData } from './use-agenda';
import { AGENDA_SCREEN_TEXT, AGENDA_TEXT, CLUB_SHEET_TIPS } from './text';

/** Print-only, page 1: who said they are coming. */
export function AttendeesAndVoteSlips({ rsvps }: { rsvps: AgendaData['rsvps'] }) {
  const attendees = rsvps
    .filter((rsvp) => rsvp.status === 'attending')
    .map((rsvp) => fullName(rsvp.user))
    .filter((name) => name !== '')
    .sort((a, b) => a.localeCompare(b));
  return (
    <div className="hidden print:block print:text-[7pt]" data-testid="print-attendees">
      <h2 className="font-semibold">{AGENDA_SCREEN_TEXT.attendees}</h2>
      <p>{attendees.length > 0 ? attendees.join(', ') : AGENDA_TEXT.noAttendees}</p>
      <div className="mt-1 grid grid-cols-3 gap-2">
        {AGENDA_TEXT.voteSlips.map((award) => (
          <div key={award} className="rounded border border-dashed border-black px-1.5 py-1">
            <p className="font-semibold">{award}</p>
            <p className="text-[6pt]">{AGENDA_SCREEN_TEXT.voteSlipHint}</p>
            <p className="mt-1">{AGENDA_SCREEN_TEXT.voteSlipName} ____________________</p>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Print-only, page 2: the club information sheet, from the club's own data. */
export function ClubSheet({ club, members }: Pick<AgendaData, 'club' | 'members'>) {
  const committee = committeeList(members);
  const names = memberNamesSorted(members);
  const founded = foundingMonthYear(club);
  return (
    <section
      className="hidden break-before-page print:block print:text-[9pt]"
      aria-label={AGENDA_SCREEN_TEXT.clubSheet}
      data-testid="club-sheet"
    >
      <h2 className="text-lg font-bold">
        {club.name} — {AGENDA_SCREEN_TEXT.clubSheet}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        <div>
          <dt className="font-semibold">{AGENDA_SCREEN_TEXT.clubNumber}</dt>
          <dd>{club.clubNumber ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold">{AGENDA_SCREEN_TEXT.district}</dt>
          <dd>{club.district ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold">{AGENDA_SCREEN_TEXT.founded}</dt>
          <dd>{founded || '—'}</dd>
        </div>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-4">
        <div>
          <h3 className="font-semibold">{AGENDA_SCREEN_TEXT.committee}</h3>
          <ul>
            {committee.map((officer) => (
              <li key={`${officer.label}-${officer.name}`}>
                {officer.label}: {officer.name}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">{AGENDA_SCREEN_TEXT.members}</h3>
          {names.length > 0 ? (
            <ul className="columns-2">
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            <p>{AGENDA_SCREEN_TEXT.noMembers}</p>
          )}
        </div>
      </div>
      <h3 className="mt-3 font-semibold">{AGENDA_TEXT.memberRoleHeading}</h3>
      <ul className="list-disc pl-5">
        {memberRoleGuidance(club.vpeGuidelines).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="mt-3 font-semibold">{AGENDA_SCREEN_TEXT.otherTips}</h3>
      <ul className="list-disc pl-5">
        {CLUB_SHEET_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
