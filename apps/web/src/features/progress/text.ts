import {
  ACHIEVEMENTS_TEXT,
  CATALOGUE_TEXT,
  COMPLETION_TEXT,
  MY_PATHWAYS_TEXT,
  PATHWAYS_PROGRESS_TEXT,
  SKILLS_PROGRESS_TEXT,
} from '@lectern/domain';

/** The progress screens' words live in the domain package; these are the screens' extras. */
export {
  ACHIEVEMENTS_TEXT,
  CATALOGUE_TEXT,
  COMPLETION_TEXT,
  MY_PATHWAYS_TEXT,
  PATHWAYS_PROGRESS_TEXT,
  SKILLS_PROGRESS_TEXT,
};

export const PROGRESS_SCREEN_TEXT = {
  loadFailed: 'The progress records could not be loaded.',
  downloadFailed: 'The progress report could not be downloaded.',
  downloading: 'Preparing...',
  rank: (n: number) => `#${n}`,
  crown: 'Top achiever',
  noLevels: 'No levels listed.',
  openMyPathways: 'Go to My Pathways',
} as const;
