import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { LayoutGridIcon, ListIcon, SearchIcon, UserPlusIcon } from 'lucide-react';
import { clubRoleLabel, directoryTiles, displayName, searchMembers } from '@lectern/domain';
import {
  Badge,
  Button,
  Card,
  Input,
  NoticeCard,
  PageHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  StatCard,
} from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { MEMBERS_SCREEN } from '../../app/screens';
import { useSignedInUser } from '../../app/auth/session';
import type { ClubMember } from '../../lib/api-types';
import { useTRPC } from '../../lib/trpc';
import { MemberActions, MemberCard, StatusBadge, type MemberAction } from './member-card';
import { AddMemberDialog, EditRoleDialog, ProfileDialog, SkillsDialog } from './member-dialogs';
import { DIRECTORY_TEXT as T, MEMBERS_TEXT } from './text';

function DirectorySkeleton() {
  return (
    <>
      <PageHeader title={T.title} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
        {Array.from({ length: MEMBERS_TEXT.skeletonCount }, (_, i) => (
          <Skeleton key={i} data-testid="member-skeleton" className="h-48 w-full" />
        ))}
      </div>
    </>
  );
}

/** Member Directory (/members): search, grid or list, tiles, and the member dialogs. */
export function MembersPage() {
  return (
    <ClubScreen
      screen={MEMBERS_SCREEN}
      title={T.title}
      noClub={MEMBERS_TEXT.noClub}
      skeleton={<DirectorySkeleton />}
      loadFailed={T.loadFailed}
    >
      {(club) => <Directory club={club} />}
    </ClubScreen>
  );
}

function Tiles({ members }: { members: readonly ClubMember[] }) {
  const tiles = directoryTiles(members);
  const values = [tiles.total, tiles.active, tiles.officers, tiles.guests];
  return (
    <ul className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {MEMBERS_TEXT.tiles.map((label, i) => (
        <li key={label}>
          <StatCard title={label} value={values[i]} />
        </li>
      ))}
    </ul>
  );
}

type Open = { action: MemberAction; member: ClubMember } | null;

function Directory({ club }: { club: SelectedClub }) {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const { data: members } = useSuspenseQuery(
    trpc.members.list.queryOptions({ clubId: club.clubId }),
  );
  const [query, setQuery] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const canAdd = club.can('member:add');
  const canEditRole = club.can('member:changeRole');
  const shown = searchMembers(members, query);
  const onAction = (action: MemberAction, member: ClubMember) => setOpen({ action, member });
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          canAdd ? (
            <Button onClick={() => setAdding(true)}>
              <UserPlusIcon aria-hidden />
              {MEMBERS_TEXT.addMember}
            </Button>
          ) : undefined
        }
      />
      <Tiles members={members} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1">
          <SearchIcon
            aria-hidden
            className="absolute top-2.5 left-2.5 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={T.search}
            placeholder={MEMBERS_TEXT.searchHint}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-8"
          />
        </div>
        <div className="flex gap-1" role="group" aria-label={T.title}>
          <Button
            variant={view === 'grid' ? 'default' : 'outline'}
            size="icon"
            aria-label={T.gridView}
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
          >
            <LayoutGridIcon aria-hidden />
          </Button>
          <Button
            variant={view === 'list' ? 'default' : 'outline'}
            size="icon"
            aria-label={T.listView}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <ListIcon aria-hidden />
          </Button>
        </div>
      </div>

      {members.length === 0 ? (
        <NoticeCard>
          <p className="font-medium">{MEMBERS_TEXT.noMembers.title}</p>
          {canAdd && (
            <Button onClick={() => setAdding(true)}>{MEMBERS_TEXT.noMembers.action}</Button>
          )}
        </NoticeCard>
      ) : shown.length === 0 ? (
        <NoticeCard>
          <p className="font-medium">{MEMBERS_TEXT.noMatches.title}</p>
          <p className="text-muted-foreground">{MEMBERS_TEXT.noMatches.description}</p>
        </NoticeCard>
      ) : view === 'grid' ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((member) => (
            <li key={member.userId}>
              <MemberCard member={member} canEditRole={canEditRole} onAction={onAction} />
            </li>
          ))}
        </ul>
      ) : (
        <Card>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{T.columns.name}</TableHead>
                <TableHead>{T.columns.role}</TableHead>
                <TableHead>{T.columns.email}</TableHead>
                <TableHead>{T.columns.status}</TableHead>
                <TableHead>{T.columns.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((member) => (
                <TableRow key={member.userId}>
                  <TableCell className="font-medium">{displayName(member.user)}</TableCell>
                  <TableCell>
                    <Badge variant="blue">{clubRoleLabel(member.role)}</Badge>
                  </TableCell>
                  <TableCell>{member.user.email ?? ''}</TableCell>
                  <TableCell>
                    <StatusBadge status={member.status} />
                  </TableCell>
                  <TableCell>
                    <MemberActions member={member} canEditRole={canEditRole} onAction={onAction} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}

      {canAdd && <AddMemberDialog clubId={club.clubId} open={adding} onOpenChange={setAdding} />}
      {open?.action === 'profile' && (
        <ProfileDialog
          clubId={club.clubId}
          member={open.member}
          canChangeStatus={canEditRole && open.member.userId !== user.id}
          onClose={close}
        />
      )}
      {open?.action === 'skills' && (
        <SkillsDialog clubId={club.clubId} member={open.member} onClose={close} />
      )}
      {open?.action === 'role' && (
        <EditRoleDialog clubId={club.clubId} member={open.member} onClose={close} />
      )}
    </>
  );
}
