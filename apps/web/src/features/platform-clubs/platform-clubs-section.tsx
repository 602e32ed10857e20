import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataTable,
  TableCell,
  TableRow,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { NewClubForm } from './new-club-form';
import { PLATFORM_CLUBS_TEXT as TEXT } from './text';

/** The super admin's clubs: every club, creating one with its president, archive and restore. */
export function PlatformClubsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const clubs = useQuery(trpc.platformClubs.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.platformClubs.pathKey() });
  const onError = (error: unknown) =>
    toast({ variant: 'destructive', title: TEXT.loadFailed, description: serverMessageOf(error) });
  const archive = useMutation(
    trpc.platformClubs.archive.mutationOptions({
      onSuccess: () => toast({ title: TEXT.archivedToast }),
      onError,
      onSettled: refresh,
    }),
  );
  const restore = useMutation(
    trpc.platformClubs.restore.mutationOptions({
      onSuccess: () => toast({ title: TEXT.restoredToast }),
      onError,
      onSettled: refresh,
    }),
  );

  return (
    <section aria-labelledby="platform-clubs-title" className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle id="platform-clubs-title" role="heading" aria-level={2}>
            {TEXT.sectionTitle}
          </CardTitle>
          <CardDescription>{TEXT.sectionDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          {clubs.isPending ? null : clubs.isError ? (
            <p role="alert">{TEXT.loadFailed}</p>
          ) : clubs.data.length === 0 ? (
            <p className="text-muted-foreground">{TEXT.empty}</p>
          ) : (
            <DataTable
              headings={[
                TEXT.columns.name,
                TEXT.columns.number,
                TEXT.columns.district,
                TEXT.columns.presidents,
                TEXT.columns.members,
                TEXT.columns.status,
                TEXT.columns.actions,
              ]}
            >
              {clubs.data.map((club) => (
                <TableRow key={club.id}>
                  <TableCell className="font-medium">{club.name}</TableCell>
                  <TableCell>{club.clubNumber}</TableCell>
                  <TableCell>{club.district}</TableCell>
                  <TableCell>
                    {club.presidentEmails.length > 0
                      ? club.presidentEmails.join(', ')
                      : TEXT.noPresident}
                  </TableCell>
                  <TableCell>{club.activeMembers}</TableCell>
                  <TableCell>
                    <Badge variant={club.archivedAt ? 'secondary' : 'default'}>
                      {club.archivedAt ? TEXT.archived : TEXT.active}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {club.archivedAt ? (
                      <Button
                        variant="outline"
                        size="sm"
                        className="min-h-11"
                        aria-label={TEXT.restoreLabel(club.name)}
                        disabled={restore.isPending}
                        onClick={() => restore.mutate({ clubId: club.id })}
                      >
                        {TEXT.restore}
                      </Button>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        className="min-h-11"
                        aria-label={TEXT.archiveLabel(club.name)}
                        disabled={archive.isPending}
                        onClick={() => archive.mutate({ clubId: club.id })}
                      >
                        {TEXT.archive}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle role="heading" aria-level={2}>
            {TEXT.createTitle}
          </CardTitle>
          <CardDescription>{TEXT.createAdminDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <NewClubForm appointPresident onCreated={() => void refresh()} />
        </CardContent>
      </Card>
    </section>
  );
}
