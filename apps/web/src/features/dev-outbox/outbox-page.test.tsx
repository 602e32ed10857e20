import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAppAt } from '../../test/fixture-api';
import { ANN, signedInAs } from '../../test/fixtures';
import { OUTBOX_TEXT } from './text';

const admin = { ...signedInAs('member'), 'auth.user': () => ({ ...ANN, isSuperAdmin: true }) };

describe('the development outbox (/outbox)', () => {
  it('lists the kept e-mail with its links for the super admin', async () => {
    renderAppAt('/outbox', {
      ...admin,
      'devOutbox.list': () => [
        {
          id: 2,
          kind: 'rsvp_reminder',
          to: 'member@example.org',
          subject: 'Will you attend Weekly Meeting? Please RSVP',
          text: "Yes, I'm attending: http://localhost:3000/respond/abc",
          html: '<p></p>',
          headers: {},
          createdAt: '2026-11-26T08:00:00.000Z',
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Will you attend Weekly Meeting? Please RSVP' }),
    ).toBeTruthy();
    expect(screen.getByText(OUTBOX_TEXT.to('member@example.org'))).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'http://localhost:3000/respond/abc' }).getAttribute('href'),
    ).toBe('http://localhost:3000/respond/abc');
  });

  it('says when there is nothing yet', async () => {
    renderAppAt('/outbox', { ...admin, 'devOutbox.list': () => [] });
    expect(await screen.findByText(OUTBOX_TEXT.empty)).toBeTruthy();
  });

  it('shows e-mail the worker sends after the page opened, without a reload', async () => {
    let sent = false;
    renderAppAt('/outbox', {
      ...admin,
      'devOutbox.list': () =>
        sent
          ? [
              {
                id: 3,
                kind: 'rsvp_reminder',
                to: 'member@example.org',
                subject: 'Will you attend Weekly Meeting? Please RSVP',
                text: 'Please RSVP',
                html: '<p></p>',
                headers: {},
                createdAt: '2026-11-26T08:00:00.000Z',
              },
            ]
          : [],
    });
    expect(await screen.findByText(OUTBOX_TEXT.empty)).toBeTruthy();
    sent = true;
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Will you attend Weekly Meeting? Please RSVP' },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
  });

  it('refuses everyone but the super admin', async () => {
    const { calls } = renderAppAt('/outbox', signedInAs('president'));
    expect(await screen.findByText(OUTBOX_TEXT.notAllowed)).toBeTruthy();
    expect(calls.some((call) => call.path === 'devOutbox.list')).toBe(false);
  });
});
