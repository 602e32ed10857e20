// What the votes and Ah-Counter panels say.

export const VOTES_TEXT = {
  title: 'Votes',
  notOpen: 'Voting has not opened yet.',
  open: 'Voting is open.',
  closed: 'Voting has closed.',
  openVoting: 'Open voting',
  closeVoting: 'Close voting',
  yourVoteIsIn: 'Your vote is in',
  changeHint: 'You can change your vote until voting closes.',
  overTime: 'over time',
  noCandidates: 'Nobody stands in this category.',
  guestsMayNotVote: 'Guests do not vote in this club.',
  winners: 'Winners',
  voteFailed: 'Your vote could not be cast',
  votingFailed: 'Voting could not be changed',
} as const;

export const AH_COUNTER_TEXT = {
  title: 'Ah-Counter',
  speaker: 'Speaker',
  chooseSpeaker: 'Choose the speaker',
  noTaps: 'No filler words counted yet.',
  total: (count: number) => `${count} in all`,
  tapFailed: 'The tap was not counted',
  takeBack: (word: string, speaker: string) => `Take back "${word}" for ${speaker}`,
} as const;
