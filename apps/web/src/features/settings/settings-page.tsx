import { lazy, Suspense } from 'react';
import { PageHeader, Skeleton } from '@lectern/ui';
import { ClubScreen } from '../../app/clubs/club-screen';
import { SETTINGS_SCREEN } from '../../app/screens';
import { ClubInformationCard } from './club-information-card';
import { MeetingSettingsCard } from './meeting-settings-card';
import { MemberManagementCard } from './member-management-card';
import { PaymentSettingsCard } from './display-cards';
import { NotificationSettingsCard } from './notification-settings-card';
import { AgendaTemplatesCard } from './agenda-templates-card';
import { MenuCard } from './menu-card';
import { SETTINGS_PAGE_TEXT as T, SETTINGS_TEXT } from './text';

// Meeting Night's card loads on its own chunk: the page's first bundle is at its budget.
const LiveSettingsCard = lazy(() => import('./live-settings-card'));

function SettingsSkeleton() {
  return (
    <>
      <PageHeader title={T.title} />
      <div className="grid gap-6" aria-hidden>
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </>
  );
}

/**
 * Club Settings (/settings). Each card follows the permission table: officers change
 * the club, meeting settings, members, templates and menu; everyone else reads (decision 022).
 */
export function SettingsPage() {
  return (
    <ClubScreen
      screen={SETTINGS_SCREEN}
      title={T.title}
      noClub={SETTINGS_TEXT.noClub}
      skeleton={<SettingsSkeleton />}
      loadFailed={T.loadFailed}
    >
      {(club) => (
        <>
          <PageHeader title={T.title} description={T.description} />
          <div className="grid gap-6">
            <ClubInformationCard clubId={club.clubId} canEdit={club.can('club:write')} />
            <MeetingSettingsCard clubId={club.clubId} canEdit={club.can('club:write')} />
            <MemberManagementCard clubId={club.clubId} canUpload={club.can('member:add')} />
            <NotificationSettingsCard clubId={club.clubId} canEdit={club.can('club:write')} />
            <Suspense fallback={<Skeleton className="h-48 w-full" aria-hidden />}>
              <LiveSettingsCard clubId={club.clubId} canEdit={club.can('club:write')} />
            </Suspense>
            <PaymentSettingsCard clubId={club.clubId} canEdit={club.can('club:write')} />
            <AgendaTemplatesCard clubId={club.clubId} canManage={club.can('template:write')} />
            <MenuCard clubId={club.clubId} canEdit={club.can('menu:write')} />
          </div>
        </>
      )}
    </ClubScreen>
  );
}
