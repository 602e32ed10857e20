import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CLUB_MISSION } from '@lectern/domain';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import {
  ANN,
  clubDetails,
  directoryEntry,
  meeting,
  role,
  signedInAs,
  type ClubRole,
} from '../../test/fixtures';
import { AGENDA_SCREEN_TEXT, AGENDA_TEXT } from './text';

const navigation = vi.hoisted(() => ({ navigateToServerRoute: vi.fn<(path: string) => void>() }));
vi.mock('../../lib/full-page-navigation', () => navigation);

const CLUB = clubDetails({
  meetingLocation: 'Library',
  meetingTime: '19:00',
  endTime: '21:00',
  foundedDate: '1998-03-15',
  vpeGuidelines: 'Confirm your role by Sunday.\nSend your intro to the Toastmaster.',
  meetingSettings: { rsvpDeadline: 1, mealDeadline: 11 },
});

function member(userId: number, clubRole: ClubRole, first: string, last: string, path?: string) {
  return directoryEntry(userId, clubRole, first, last, {
    profile: path ? { membershipStatus: 'member', pathwaysPath: path, currentLevel: 3 } : null,
  });
}

const MEETING = meeting(1, { title: 'Spring Showcase', theme: 'Fresh Starts', agenda: null });
const SPEAKER = {
  ...role(11, 1, 'speaker1', 'assigned', ANN.id),
  user: { firstName: 'Ann', lastName: 'Lee' },
};
const ROLES = [SPEAKER, role(12, 1, 'toastmaster', 'open', null)];

function handlers(clubRole: ClubRole, extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs(clubRole),
    'meetings.get': () => MEETING,
    'meetingRoles.list': () => ROLES,
    'clubs.get': () => CLUB,
    'members.list': () => [
      member(ANN.id, 'member', 'Ann', 'Lee', 'Presentation Mastery'),
      member(2, 'president', 'Pat', 'Kim'),
      member(3, 'guest', 'Gus', 'Visitor'),
    ],
    'rsvps.list': () => [],
    ...extra,
  };
}

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

let saved: { blob: Blob; name: string } | undefined;
beforeEach(() => {
  saved = undefined;
  navigation.navigateToServerRoute.mockClear();
  let blob: Blob | undefined;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    blob = object as Blob;
    return 'blob:agenda';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved = { blob, name: this.download };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('View Agenda', () => {
  it('shows the club header, the table with pathways, Key Roles, mission and the print sheets', async () => {
    renderAppAt('/meetings/1/view-agenda', handlers('member'));
    await screen.findByRole('heading', { name: 'Harbour Speakers' });
    expect(screen.getByText('Club #1234 · District 70 · Founded March 1998')).toBeTruthy();
    expect(screen.getByText('Fresh Starts')).toBeTruthy();

    const table = screen.getByRole('table', { name: AGENDA_SCREEN_TEXT.meetingAgenda });
    const speech = within(table).getByText('Prepared Speech 1').closest('tr') as HTMLElement;
    expect(within(speech).getByText('Ann Lee')).toBeTruthy();
    expect(within(speech).getByText('Presentation Mastery L3')).toBeTruthy();
    const toastmaster = within(table)
      .getByText('Toastmaster of the Evening')
      .closest('tr') as HTMLElement;
    expect(within(toastmaster).getByText('TBD')).toBeTruthy();

    expect(screen.getByText(DEFAULT_CLUB_MISSION)).toBeTruthy();
    expect(screen.getByText('Location')).toBeTruthy();
    expect(screen.queryByRole('link', { name: AGENDA_SCREEN_TEXT.editAgenda })).toBeNull();
    expect(
      screen.getByRole('link', { name: AGENDA_SCREEN_TEXT.liveConsole }).getAttribute('href'),
    ).toBe('/meetings/1/live');

    expect(screen.getByText(AGENDA_TEXT.noAttendees)).toBeTruthy();
    for (const award of AGENDA_TEXT.voteSlips) expect(screen.getAllByText(award).length).toBe(1);
    const sheet = screen.getByTestId('club-sheet');
    expect(within(sheet).getByText('President: Pat Kim')).toBeTruthy();
    expect(within(sheet).getByText('Confirm your role by Sunday.')).toBeTruthy();
    expect(within(sheet).queryByText('Gus Visitor')).toBeNull();
  });

  it('a completed meeting links to its report', async () => {
    renderAppAt(
      '/meetings/1/view-agenda',
      handlers('member', { 'meetings.get': () => ({ ...MEETING, status: 'completed' }) }),
    );
    const link = await screen.findByRole('link', { name: AGENDA_SCREEN_TEXT.report });
    expect(link.getAttribute('href')).toBe('/meetings/1/report');
  });

  it('an upcoming meeting has no report link', async () => {
    renderAppAt('/meetings/1/view-agenda', handlers('member'));
    await screen.findByRole('heading', { name: 'Harbour Speakers' });
    expect(screen.queryByRole('link', { name: AGENDA_SCREEN_TEXT.report })).toBeNull();
  });

  it('exports the agenda as a plain-text file named after the club and date', async () => {
    renderAppAt('/meetings/1/view-agenda', handlers('vpe'));
    fireEvent.click(await screen.findByRole('button', { name: AGENDA_SCREEN_TEXT.export }));
    expect(saved?.name).toBe('Harbour-Speakers-agenda-2031-03-01.txt');
    const text = await readText(saved?.blob);
    expect(text).toContain('Harbour Speakers');
    expect(text).toContain('Prepared Speech 1 | 7:00 | 5:00 | 6:00 | 7:00 | Ann Lee');
    expect(
      screen.getByRole('link', { name: AGENDA_SCREEN_TEXT.editAgenda }).getAttribute('href'),
    ).toBe('/meetings/1/edit-agenda');
  });

  it("shows 'Meeting not found' with the error message for an unknown meeting", async () => {
    renderAppAt(
      '/meetings/1/view-agenda',
      handlers('member', {
        'meetings.get': () => {
          throw new FixtureApiError('NOT_FOUND', 'Not found');
        },
      }),
    );
    await screen.findByRole('heading', { name: AGENDA_TEXT.notFound.title });
    expect(screen.getByText(AGENDA_TEXT.notFound.description)).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: AGENDA_SCREEN_TEXT.export })).toBeNull();
  });

  it("shows 'Access Denied' and sends the person to sign in when the session is gone", async () => {
    renderAppAt(
      '/meetings/1/view-agenda',
      handlers('member', {
        'meetings.get': () => {
          throw new FixtureApiError('UNAUTHORIZED', 'Unauthorized');
        },
      }),
    );
    await screen.findByRole('heading', { name: AGENDA_TEXT.accessDenied.title });
    expect(screen.getByText(AGENDA_TEXT.accessDenied.description)).toBeTruthy();
    await waitFor(() =>
      expect(navigation.navigateToServerRoute).toHaveBeenCalledWith('/api/login'),
    );
  });
});

describe('Generate Meeting Agenda', () => {
  it('saves theme and notes only, colours the progress bars and previews the next meeting', async () => {
    const update = vi.fn((input: unknown) => ({ ...MEETING, ...(input as object) }));
    renderAppAt('/meetings/1/generate-agenda', handlers('vpe', { 'meetings.update': update }));

    const theme = await screen.findByLabelText(AGENDA_SCREEN_TEXT.theme);
    fireEvent.change(theme, { target: { value: 'Courage' } });
    fireEvent.change(screen.getByLabelText(AGENDA_SCREEN_TEXT.notes), {
      target: { value: 'Bring a friend' },
    });
    fireEvent.click(screen.getByRole('button', { name: AGENDA_SCREEN_TEXT.saveDetails }));
    expect(await screen.findAllByText(AGENDA_TEXT.detailsSaved)).not.toHaveLength(0);
    expect(update).toHaveBeenCalledWith({
      meetingId: 1,
      theme: 'Courage',
      notes: 'Bring a friend',
    });

    const colour = (name: RegExp) => screen.getByRole('progressbar', { name }).dataset.colour;
    expect(colour(/^Speaker:/)).toBe('green');
    expect(colour(/^Toastmaster:/)).toBe('red');
    expect(screen.getByText(AGENDA_TEXT.missingAssignmentsTip)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: AGENDA_SCREEN_TEXT.showPreview }));
    const preview = screen.getByRole('region', { name: AGENDA_SCREEN_TEXT.preview });
    expect(within(preview).getByText('Saturday 8 March 2031')).toBeTruthy();
    expect(within(preview).getAllByText(AGENDA_TEXT.evaluationFormsRow).length).toBeGreaterThan(0);
    expect(
      within(preview).getByRole('button', { name: AGENDA_SCREEN_TEXT.downloadPdf }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: AGENDA_SCREEN_TEXT.hidePreview }));
    expect(screen.queryByRole('region', { name: AGENDA_SCREEN_TEXT.preview })).toBeNull();
  });

  it('Print Agenda opens a new window with the agenda HTML and prints it', async () => {
    const written: string[] = [];
    const printed = vi.fn();
    const fakeWindow = {
      document: {
        readyState: 'complete',
        open: vi.fn(),
        write: (html: string) => written.push(html),
        close: vi.fn(),
      },
      focus: vi.fn(),
      print: printed,
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow as unknown as Window);
    const pagePrint = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      renderAppAt('/meetings/1/generate-agenda', handlers('vpe'));
      fireEvent.click(await screen.findByRole('button', { name: AGENDA_SCREEN_TEXT.showPreview }));
      fireEvent.click(screen.getByRole('button', { name: AGENDA_SCREEN_TEXT.printAgenda }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      const html = written.join('');
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain(AGENDA_TEXT.evaluationFormsRow);
      expect(html).toContain('Saturday 8 March 2031');
      expect(html).toContain('data-testid="agenda-preview-header"');
      // The agenda alone: not the page's buttons.
      expect(html).not.toContain(AGENDA_SCREEN_TEXT.downloadPdf);
      expect(printed).toHaveBeenCalledTimes(1);
      expect(pagePrint).not.toHaveBeenCalled();

      // A blocked window prints the page itself (its print styles keep only the agenda).
      open.mockReturnValue(null);
      fireEvent.click(screen.getByRole('button', { name: AGENDA_SCREEN_TEXT.printAgenda }));
      expect(pagePrint).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
      pagePrint.mockRestore();
    }
  });

  it('tells the officer when saving fails', async () => {
    renderAppAt(
      '/meetings/1/generate-agenda',
      handlers('vpe', {
        'meetings.update': () => {
          throw new FixtureApiError('BAD_REQUEST', 'Invalid input');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: AGENDA_SCREEN_TEXT.saveDetails }));
    expect(await screen.findAllByText(AGENDA_TEXT.detailsSaveFailed)).not.toHaveLength(0);
  });

  it('lets a member read the details but not save them', async () => {
    renderAppAt('/meetings/1/generate-agenda', handlers('member'));
    const theme = await screen.findByLabelText(AGENDA_SCREEN_TEXT.theme);
    expect(theme.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: AGENDA_SCREEN_TEXT.saveDetails })).toBeNull();
    expect(screen.getByText(AGENDA_SCREEN_TEXT.readOnly)).toBeTruthy();
  });
});
