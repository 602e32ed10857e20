import { describe, expect, it } from 'vitest';
import {
  CLUB_SETUP_STEPS,
  CLUB_SETUP_TEXT,
  clubSetupChecklist,
  type ClubSetupFacts,
  type ClubSetupStep,
} from './club-setup';

const NOTHING: ClubSetupFacts = {
  hasLocation: false,
  hasLocaleAndCurrency: false,
  hasMealFee: false,
  settingsSaved: false,
  hasMenu: false,
  hasTemplate: false,
  hasMeeting: false,
  hasInvitedSomeone: false,
  hasOtherOfficer: false,
};

function doneSteps(facts: Partial<ClubSetupFacts>): ClubSetupStep[] {
  return clubSetupChecklist({ ...NOTHING, ...facts })
    .filter((item) => item.done)
    .map((item) => item.step);
}

describe('the first-week checklist', () => {
  it('lists the seven steps in order, none done for a club just created', () => {
    expect(clubSetupChecklist(NOTHING)).toEqual(
      CLUB_SETUP_STEPS.map((step) => ({ step, done: false })),
    );
    expect(CLUB_SETUP_STEPS).toEqual([
      'location',
      'localeAndCurrency',
      'meals',
      'template',
      'meetings',
      'invitations',
      'officers',
    ]);
  });

  it.each<[string, Partial<ClubSetupFacts>, ClubSetupStep[]]>([
    ['a location', { hasLocation: true }, ['location']],
    ['a locale and a currency', { hasLocaleAndCurrency: true }, ['localeAndCurrency']],
    ['settings saved with no menu and no fee (meals: none)', { settingsSaved: true }, ['meals']],
    ['a menu', { hasMenu: true }, ['meals']],
    ['a no-meal fee', { hasMealFee: true }, ['meals']],
    ['a template', { hasTemplate: true }, ['template']],
    ['a meeting', { hasMeeting: true }, ['meetings']],
    ['an invitation', { hasInvitedSomeone: true }, ['invitations']],
    ['another officer', { hasOtherOfficer: true }, ['officers']],
  ])('%s ticks its steps', (_case, facts, steps) => {
    expect(doneSteps(facts)).toEqual(steps);
  });

  it('words every step', () => {
    expect(Object.keys(CLUB_SETUP_TEXT.steps)).toEqual([...CLUB_SETUP_STEPS]);
    expect(CLUB_SETUP_TEXT.progress(3, 7)).toBe('3 of 7 done');
  });
});
