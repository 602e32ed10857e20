import { cn } from '@lectern/ui';
import type { ClubMembership } from '../../lib/api-types';
import { LAYOUT_TEXT } from './text';

interface ClubSelectorProps {
  /** The select's id, for a visible label (the More menu); otherwise it is labelled by itself. */
  id?: string;
  /** Replaces 'shown on large screens only' (the More menu shows it on a phone). */
  className?: string;
  memberships: readonly ClubMembership[];
  selectedClubId: number | null;
  onSelect: (clubId: number) => void;
}

/**
 * Layout: the club selector (top bar on large screens, the More menu on a phone) when the
 * person has clubs. The browser's
 * own select: as usable with keys, touch and screen readers, and no positioning library in the
 * first signed-in screen's bundle.
 */
export function ClubSelector({
  id,
  className,
  memberships,
  selectedClubId,
  onSelect,
}: ClubSelectorProps) {
  if (memberships.length === 0) return null;
  return (
    <select
      id={id}
      aria-label={id === undefined ? LAYOUT_TEXT.selectClub : undefined}
      value={selectedClubId ?? ''}
      onChange={(event) => onSelect(Number(event.target.value))}
      className={cn(
        'h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className ?? 'hidden w-56 lg:block',
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
