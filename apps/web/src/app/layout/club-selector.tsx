import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lectern/ui';
import type { ClubMembership } from '../../lib/api-types';
import { LAYOUT_TEXT } from './text';

interface ClubSelectorProps {
  memberships: readonly ClubMembership[];
  selectedClubId: number | null;
  onSelect: (clubId: number) => void;
}

/** SPEC §2 Layout: the club selector on large screens when the person has clubs. */
export function ClubSelector({ memberships, selectedClubId, onSelect }: ClubSelectorProps) {
  if (memberships.length === 0) return null;
  return (
    <Select
      value={selectedClubId === null ? undefined : String(selectedClubId)}
      onValueChange={(value) => onSelect(Number(value))}
    >
      <SelectTrigger aria-label={LAYOUT_TEXT.selectClub} className="hidden w-56 lg:flex">
        <SelectValue placeholder={LAYOUT_TEXT.selectClub} />
      </SelectTrigger>
      <SelectContent>
        {memberships.map((membership) => (
          <SelectItem key={membership.clubId} value={String(membership.clubId)}>
            {membership.club.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
