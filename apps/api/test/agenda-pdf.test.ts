import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

async function getPdf(meetingId: number, email: string | null) {
  const app = await h.http();
  return app.inject({
    method: 'GET',
    url: `/api/meetings/${meetingId}/agenda.pdf`,
    headers: email === null ? {} : await h.authAs(email),
  });
}

describe('GET /api/meetings/:id/agenda.pdf', () => {
  it('gives a member an A4 PDF of the agenda, named after the club and date', async () => {
    const [meetingId] = h.demo.meetingIds;
    if (meetingId === undefined) throw new Error('demo meeting missing');
    const meeting = await (await h.callerAs('member@example.org')).meetings.get({ meetingId });
    const response = await getPdf(meetingId, 'member@example.org');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename=".+-agenda-${meeting.date}\\.pdf"$`),
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
    // The document title (the meeting's title) is an uncompressed object of the Info dictionary.
    expect(bytes.toString('latin1')).toMatch(/\/Title \d+ 0 R/);
    expect(bytes.toString('latin1')).toContain(`(${meeting.title})\nendobj`);
  });

  it('renders different meetings to different bytes', async () => {
    const [first, second] = h.demo.meetingIds;
    if (first === undefined || second === undefined) throw new Error('demo meetings missing');
    const vpe = await h.callerAs('vpe@example.org');
    await vpe.meetings.update({ meetingId: second, theme: 'Courage under lights' });
    const [a, b] = await Promise.all([
      getPdf(first, 'president@example.org'),
      getPdf(second, 'president@example.org'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  it('answers 404 for a meeting of another club, like the JSON call', async () => {
    const pdf = await getPdf(h.demo.secondClubMeetingId, 'president@example.org');
    const app = await h.http();
    const json = await app.inject({
      method: 'GET',
      url: `/api/meetings/${h.demo.secondClubMeetingId}`,
      headers: await h.authAs('president@example.org'),
    });
    expect(pdf.statusCode).toBe(404);
    expect(json.statusCode).toBe(404);
    expect(pdf.json()).toEqual(json.json());
  });

  it('answers 404 for an unknown meeting and 400 for a malformed id', async () => {
    expect((await getPdf(2_000_000_000, 'president@example.org')).statusCode).toBe(404);
    const app = await h.http();
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/meetings/abc/agenda.pdf',
      headers: await h.authAs('president@example.org'),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const [meetingId] = h.demo.meetingIds;
    if (meetingId === undefined) throw new Error('demo meeting missing');
    const response = await getPdf(meetingId, null);
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Unauthorized');
  });
});
