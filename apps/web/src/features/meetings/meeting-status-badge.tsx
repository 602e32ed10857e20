import { MEETING_STATUS_BADGE, type MeetingStatus } from '@lectern/domain';
import { Badge } from '@lectern/ui';

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const badge = MEETING_STATUS_BADGE[status];
  return <Badge variant={badge.colour}>{badge.label}</Badge>;
}
