// The role-offer market's background work (decision 075):
// - the watch (a schedule, every few minutes, once across instances): when a waitlist's
//   first-refusal window ends, everyone else eligible is told; an offer nobody has taken by the
//   club's alert time (48 hours before the meeting by default) alerts the VP Education, once;
// - the offer e-mail, one job per person and offer, checked again when it runs.
import {
  displayName,
  NOTIFICATION_TEXT,
  offerAlertDue,
  resolveNotificationSettings,
} from '@lectern/domain';
import { enqueueJobs } from '@lectern/db/queries/jobs';
import * as offers from '@lectern/db/queries/role-offers';
import { findRecipient } from '@lectern/db/queries/reminders';
import { z } from 'zod';
import type { JobContext } from '../../jobs/worker.js';
import { notify } from '../notifications/notifications.service.js';
import { LinkMaker, recipientCanReceive, UNSUBSCRIBE_VALID_MS } from '../reminders/send.js';
import { roleOfferEmail, untakenOfferEmail } from './role-offers.emails.js';
import { eligibleMembers, OFFER_EMAIL_JOB, tellOfOffer } from './role-offers.service.js';

export { OFFER_EMAIL_JOB };
export const OFFER_WATCH_JOB = 'watch-role-offers';
/** How often the watch runs: a window's end or an alert is at most this late. */
export const OFFER_WATCH_EVERY_MS = 5 * 60_000;
/** The longest alert time a club may set (14 days): the watch looks no further ahead. */
const ALERT_LOOK_AHEAD_MS = 336 * 3_600_000;

type Offer = NonNullable<Awaited<ReturnType<typeof offers.findOfferForMessage>>>;

function factsOf(offer: Offer) {
  return {
    roleType: offer.roleType,
    meetingId: offer.meetingId,
    meetingTitle: offer.meetingTitle,
    meetingDate: offer.meetingDate,
    locale: offer.locale,
    offererName: displayName({
      firstName: offer.offeredByFirstName,
      lastName: offer.offeredByLastName,
    }),
  };
}

/** The waitlist's window is over: everyone else eligible hears of the offer now, once. */
async function tellEveryoneElse(ctx: JobContext, offerId: number): Promise<void> {
  const { now } = ctx;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await offers.markEveryoneTold(trx, offerId, now))) return;
    const offer = await offers.findOfferForMessage(trx, offerId);
    if (!offer) return;
    const members = await offers.listMembersWithRoleCounts(
      trx,
      offer.clubId,
      offer.meetingId,
      offer.roleId,
    );
    const audience = eligibleMembers(members, offer.offeredBy, offer.rolesPerMember).filter(
      (member) => !member.onWaitlist && member.offersOn,
    );
    await tellOfOffer(
      trx,
      { id: offer.id, clubId: offer.clubId },
      audience.map((member) => member.userId),
      NOTIFICATION_TEXT.roleOffered(factsOf(offer)),
      now,
    );
  });
}

/** Nobody has taken the offer and the meeting is close: the VP Education hears, once. */
async function alertVpEducation(ctx: JobContext, offerId: number): Promise<void> {
  const { now } = ctx;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await offers.markAlertSent(trx, offerId, now))) return;
    const offer = await offers.findOfferForMessage(trx, offerId);
    if (!offer) return;
    const officers = await offers.listVpEducation(trx, offer.clubId);
    const message = NOTIFICATION_TEXT.roleOfferUntaken(factsOf(offer));
    for (const userId of officers) await notify(trx, { userId, clubId: offer.clubId }, message);
    await enqueueJobs(
      trx,
      officers.map((userId) => ({
        kind: OFFER_EMAIL_JOB,
        payload: { type: 'alert', offerId: offer.id, userId },
        runAt: now,
        dedupKey: `role-offer-alert:${offer.id}:${userId}`,
      })),
    );
  });
}

/** One run of the watch: windows that ended, then alerts that fell due. */
export async function watchRoleOffers(ctx: JobContext): Promise<void> {
  for (const offerId of await offers.listWindowsEnded(ctx.db, ctx.now))
    await tellEveryoneElse(ctx, offerId);
  const candidates = await offers.listAlertCandidates(ctx.db, ctx.now, ALERT_LOOK_AHEAD_MS);
  for (const candidate of candidates) {
    const settings = resolveNotificationSettings(candidate.notificationSettings);
    if (
      offerAlertDue({
        now: ctx.now,
        expiresAt: candidate.expiresAt,
        hours: settings.offerAlertHours,
      })
    )
      await alertVpEducation(ctx, candidate.id);
  }
}

const offerEmailJobSchema = z.object({
  type: z.enum(['offer', 'alert']),
  offerId: z.number().int(),
  userId: z.number().int(),
});

/**
 * Runs one offer e-mail: only while the offer is open and its meeting ahead, to a member who
 * takes e-mail (and, for an offer, offers and asks) from the club. Returns whether it was sent.
 */
export async function sendOfferEmail(payload: unknown, ctx: JobContext): Promise<boolean> {
  const job = offerEmailJobSchema.parse(payload);
  const { now } = ctx;
  const offer = await offers.findOfferForMessage(ctx.db, job.offerId);
  if (!offer || offer.status !== 'open' || offer.meetingStatus !== 'scheduled') return false;
  if (offer.expiresAt && offer.expiresAt.getTime() <= now.getTime()) return false;
  const recipient = await findRecipient(ctx.db, offer.clubId, job.userId);
  if (!recipientCanReceive(recipient)) return false;
  if (job.type === 'offer' && (!recipient.offersOn || job.userId === offer.offeredBy)) return false;

  const links = new LinkMaker(ctx.config.publicUrl, { clubId: offer.clubId, userId: job.userId });
  const unsubscribe = links.unsubscribe(now);
  const frame = {
    clubName: recipient.clubName,
    firstName: recipient.firstName,
    unsubscribeUrl: unsubscribe.pageUrl,
  };
  const meeting = {
    title: offer.meetingTitle,
    theme: offer.meetingTheme,
    location: offer.meetingLocation,
    date: offer.meetingDate,
    startTime: offer.meetingStartTime,
    endTime: offer.meetingEndTime,
    locale: offer.locale,
  };
  const { offererName } = factsOf(offer);
  const composed =
    job.type === 'offer'
      ? roleOfferEmail({
          frame,
          meeting,
          roleType: offer.roleType,
          offererName,
          note: offer.note,
          waitlist:
            offer.firstRefusalUntil !== null && offer.firstRefusalUntil.getTime() > now.getTime(),
          takeUrl: links.link(
            'take_offer',
            { meetingId: offer.meetingId, roleId: offer.roleId, offerId: offer.id },
            offer.expiresAt ?? new Date(now.getTime() + UNSUBSCRIBE_VALID_MS),
          ),
        })
      : untakenOfferEmail({
          frame,
          meeting,
          roleType: offer.roleType,
          offererName,
          roleAssignmentUrl: `${ctx.config.publicUrl.replace(/\/$/, '')}/roles?meeting=${offer.meetingId}`,
        });

  // Only the job's holder sends (decision 058).
  if (!(await ctx.holdsJob())) return false;
  await ctx.db.transaction().execute(async (trx) => {
    await links.save(trx);
    await ctx.mailer.send(trx, {
      clubId: offer.clubId,
      userId: job.userId,
      kind: job.type === 'offer' ? 'role_offer' : 'role_offer_alert',
      to: recipient.email,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      headers: {
        'List-Unsubscribe': `<${unsubscribe.postUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
  return true;
}
