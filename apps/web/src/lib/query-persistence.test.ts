import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineSnapshot } from './offline-snapshot';
import { keepOfflineSnapshot } from './query-persistence';

const USER = { id: 1, name: 'Ann Member' } as unknown as OfflineSnapshot['user'];

function keptProcedures(snapshot: OfflineSnapshot): string[] {
  const { queries } = snapshot.queries as { queries: Array<{ queryKey: unknown[] }> };
  return queries.map(({ queryKey }) => (queryKey[0] as string[]).join('.')).sort();
}

describe('keeping the offline snapshot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until every answer of a screen is in before writing', async () => {
    const queryClient = new QueryClient();
    const written: OfflineSnapshot[] = [];
    keepOfflineSnapshot(
      queryClient,
      () => ({ user: USER, clubs: null }),
      (snapshot) => {
        written.push(snapshot);
        return Promise.resolve();
      },
    );
    let answerClub: (value: unknown) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: [['meetings', 'upcoming'], { input: { clubId: 1 }, type: 'query' }],
      queryFn: () => [{ id: 7 }],
    });
    void queryClient.fetchQuery({
      queryKey: [['clubs', 'get'], { input: { clubId: 1 }, type: 'query' }],
      queryFn: () => new Promise((resolve) => (answerClub = resolve)),
    });

    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual([]);

    answerClub({ id: 1, name: 'Sunrise Speakers' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(written).toHaveLength(1);
    expect(keptProcedures(written[0]!)).toEqual(['clubs.get', 'meetings.upcoming']);
  });
});
