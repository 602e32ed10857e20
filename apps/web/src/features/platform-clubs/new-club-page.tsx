import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, PageHeader } from '@lectern/ui';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { useTRPC } from '../../lib/trpc';
import { NewClubForm } from './new-club-form';
import { PLATFORM_CLUBS_TEXT as TEXT } from './text';

/** /clubs/new: a signed-in person creates a club and becomes its president (where allowed). */
export function NewClubPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const club = useCurrentClub();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={TEXT.createTitle} />
      <Card>
        <CardHeader>
          <CardDescription>{TEXT.createOwnDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <NewClubForm
            appointPresident={false}
            onCreated={(created) =>
              void queryClient
                .invalidateQueries({ queryKey: trpc.clubs.list.queryKey() })
                .then(() => {
                  club.selectClub(created.id);
                  return navigate({ to: '/' });
                })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
