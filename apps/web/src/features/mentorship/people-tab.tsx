import { useState } from 'react';
import {
  avatarInitials,
  clubRoleLabel,
  MENTORSHIP_FORMATS,
  MENTOR_AREAS_PREVIEW,
} from '@lectern/domain';
import {
  Avatar,
  AvatarFallback,
  Badge,
  Button,
  Card,
  CardContent,
  Input,
  NoticeCard,
  OptionSelect,
} from '@lectern/ui';
import { MENTORSHIP_PAGE_TEXT as T } from './text';
import { type Person } from './mentorship-data';

export function PeopleTab({
  people,
  areasOf,
  empty,
  canMatch,
  onMatch,
}: {
  people: readonly Person[];
  areasOf: (person: Person) => string[];
  empty: string;
  canMatch: (person: Person) => boolean;
  onMatch: (person: Person) => void;
}) {
  const [query, setQuery] = useState('');
  const [format, setFormat] = useState('any');
  if (people.length === 0)
    return (
      <NoticeCard>
        <p className="text-muted-foreground">{empty}</p>
      </NoticeCard>
    );
  const needle = query.trim().toLowerCase();
  const shown = people.filter(
    (p) =>
      (format === 'any' || p.format === format) &&
      (needle === '' ||
        [p.name, ...areasOf(p)].some((text) => text.toLowerCase().includes(needle))),
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Input
          type="search"
          aria-label={T.search}
          placeholder={T.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="max-w-sm"
        />
        <OptionSelect
          aria-label={T.format}
          value={format}
          onValueChange={setFormat}
          className="w-44"
          options={[
            { value: 'any', label: T.anyFormat },
            ...MENTORSHIP_FORMATS.map((f) => ({ value: f, label: f })),
          ]}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">{T.noMatches}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((person) => (
            <li key={person.userId}>
              <Card>
                <CardContent className="space-y-3">
                  <div className="flex items-start gap-3">
                    <Avatar>
                      <AvatarFallback>
                        {avatarInitials({
                          firstName: person.name.split(' ')[0],
                          lastName: person.name.split(' ').slice(1).join(' '),
                        })}
                      </AvatarFallback>
                    </Avatar>
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold">{person.name}</h2>
                      <p className="text-sm text-muted-foreground">
                        {clubRoleLabel(person.role)} ·{' '}
                        {person.pathwaysPath
                          ? `${person.pathwaysPath} · ${T.level(person.currentLevel ?? 1)}`
                          : T.noPathway}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    {areasOf(person)
                      .slice(0, MENTOR_AREAS_PREVIEW)
                      .map((area) => (
                        <Badge key={area} variant="secondary">
                          {area}
                        </Badge>
                      ))}
                  </div>
                  <p className="text-sm">
                    <span className="text-muted-foreground">{T.availability}: </span>
                    {person.availability} · {person.format}
                  </p>
                  <div className="flex gap-2">
                    {person.email && (
                      <Button asChild size="sm" variant="outline">
                        <a
                          href={`mailto:${person.email}`}
                          aria-label={`${T.contact}: ${person.name}`}
                        >
                          {T.contact}
                        </a>
                      </Button>
                    )}
                    {canMatch(person) && (
                      <Button
                        size="sm"
                        onClick={() => onMatch(person)}
                        aria-label={`${T.match}: ${person.name}`}
                      >
                        {T.match}
                      </Button>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
