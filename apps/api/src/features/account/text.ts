/** The account feature's messages; tests import them rather than repeating the words. */
export const ACCOUNT_TEXT = {
  lastPresident: (clubNames: readonly string[]) =>
    `You are the last president of ${clubNames.join(', ')}. Make another member president before deleting your account.`,
  exportFileName: 'lectern-account.json',
} as const;
