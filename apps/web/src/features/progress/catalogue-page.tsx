import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { levelPreview } from '@lectern/domain';
import { Button, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { CATALOGUE_SCREEN } from '../../app/screens';
import { useTRPC } from '../../lib/trpc';
import { Muted, ProgressSkeleton, Section } from './parts';
import { CATALOGUE_TEXT as T, COMPLETION_TEXT, PROGRESS_SCREEN_TEXT } from './text';
import { useChoosePathway } from './use-choose-pathway';
import { useOwnProgress } from './use-own-progress';

function CatalogueBody({ club }: { club: SelectedClub }) {
  const trpc = useTRPC();
  const catalogue = useSuspenseQuery(trpc.pathways.list.queryOptions()).data;
  const progress = useOwnProgress(club.clubId);
  const { choose, pending } = useChoosePathway(club.clubId);
  const current =
    progress.pathway !== null && progress.completedAt === null ? progress.pathway : null;
  const mayChoose = current === null && club.can('pathway:chooseOwn');
  return (
    <>
      <PageHeader title={T.title} />
      <div className="space-y-6">
        <Section title={T.currentPathway}>
          {current ? (
            <>
              <p className="text-xl font-semibold">{current.name}</p>
              <Muted>{current.description}</Muted>
              <p className="text-sm">
                {T.levelLabel(progress.currentLevel || 1)} ·{' '}
                {T.completedProjects(progress.completedProjects.length)}
              </p>
            </>
          ) : (
            <Muted>{T.noCurrent}</Muted>
          )}
        </Section>
        <Tabs defaultValue="all">
          <TabsList>
            <TabsTrigger value="all">{T.tabs.all}</TabsTrigger>
            <TabsTrigger value="recommended">{T.tabs.recommended}</TabsTrigger>
          </TabsList>
          <TabsContent value="all">
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {catalogue.map((p) => {
                const preview = levelPreview(p.levels);
                const isCurrent = current?.id === p.id;
                return (
                  <Section key={p.id} title={p.name}>
                    <Muted>{p.description}</Muted>
                    <div className="text-sm">
                      <p className="font-medium">{T.coreCompetencies}</p>
                      <p className="text-muted-foreground">{p.coreCompetencies.join(', ')}</p>
                    </div>
                    <ul className="text-sm">
                      {preview.shown.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                      {preview.more && <li className="text-muted-foreground">{preview.more}</li>}
                    </ul>
                    <div className="mt-auto flex flex-wrap gap-2">
                      {isCurrent ? (
                        <Button asChild>
                          <Link to="/member/pathways">{T.viewMyProgress}</Link>
                        </Button>
                      ) : current ? (
                        <Button variant="outline" disabled>
                          {T.switchPathway}
                        </Button>
                      ) : (
                        <>
                          <Button variant="outline" onClick={() => window.alert(T.learnMoreAlert)}>
                            {T.learnMore}
                          </Button>
                          {mayChoose && (
                            <Button
                              disabled={pending}
                              onClick={() => choose(p.id)}
                              aria-label={`${COMPLETION_TEXT.choosePath}: ${p.name}`}
                            >
                              {COMPLETION_TEXT.choosePath}
                            </Button>
                          )}
                        </>
                      )}
                    </div>
                  </Section>
                );
              })}
            </div>
          </TabsContent>
          <TabsContent value="recommended">
            <Section title={T.tabs.recommended}>
              <Muted>{T.recommendedSoon}</Muted>
            </Section>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

/** The Pathways catalogue (/pathways-overview): the 11 paths, and the member's own. */
export function CataloguePage() {
  return (
    <ClubScreen
      screen={CATALOGUE_SCREEN}
      title={T.title}
      noClub={T.noCurrent}
      skeleton={<ProgressSkeleton title={T.title} />}
      loadFailed={PROGRESS_SCREEN_TEXT.loadFailed}
    >
      {(club) => <CatalogueBody club={club} />}
    </ClubScreen>
  );
}
