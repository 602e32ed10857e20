import { useMemo } from 'react';
import { clubFormat, type ClubFormat } from '@lectern/domain';
import { useCurrentClub } from './club-selection';

/**
 * The selected club's formatter: every date and amount on a club screen is written in the club's
 * locale and currency (decision 060). Without a club, US English and dollars.
 */
export function useClubFormat(): ClubFormat {
  const { membership } = useCurrentClub();
  const locale = membership?.club.locale ?? 'en-US';
  const currency = membership?.club.currency ?? 'USD';
  return useMemo(() => clubFormat({ locale, currency }), [locale, currency]);
}
