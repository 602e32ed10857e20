import { cn } from '@lectern/ui';
import type { ClubMembership } from '../../lib/api-types';
import { LAYOUT_TEXT } from './text';

interface ClubSelectorProps {
  memberships: readonly ClubMembership[];
  selectedClubId: number | null;
  onSelect: (clubId: number) => void;
}

/**
 * Layout: the club selector on large screens when the person has clubs. The browser's
 * own select: as usable with keys, touch and screen readers, and no positioning library in the
 * first signed-in screen's bundle.
 */
export function ClubSelector({ memberships, selectedClubId, onSelect }: ClubSelectorProps) {
  if (memberships.length === 0) return null;
  return (
    <select
      aria-label={LAYOUT_TEXT.selectClub}
      value={selectedClubId ?? ''}
      onChange={(event) => onSelect(Number(event.target.value))}
      className={cn(
        'hidden h-9 w-56 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none lg:block',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
      )}
    >
      {selectedClubId === null && (
        <option value="" disabled>
          {LAYOUT_TEXT.selectClub}
        </option>
      )}
      {memberships.map((membership) => (
        <option key={membership.clubId} value={membership.clubId}>
          {membership.club.name}
        </option>
      ))}
    </select>
  );
}
