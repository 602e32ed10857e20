import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PATHWAY_NAMES } from '@lectern/domain';
import { Card, CardContent, CardHeader, PageHeader } from '@lectern/ui';
import { usePublicConfig } from '../../app/branding/branding';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { ABOUT_TEXT } from './text';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{heading}</h2>
      </CardHeader>
      <CardContent className="space-y-3 text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

/** About: the platform, its mission, club benefits, Pathways and the invitation to guests. */
export function AboutPage() {
  const { productName } = usePublicConfig();
  const { audience } = useCurrentClub();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title={ABOUT_TEXT.title} description={ABOUT_TEXT.intro(productName)} />
      <Section heading={ABOUT_TEXT.platform.heading}>
        {ABOUT_TEXT.platform.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section heading={ABOUT_TEXT.mission.heading}>
        <p>{ABOUT_TEXT.mission.body}</p>
      </Section>
      <Section heading={ABOUT_TEXT.benefits.heading}>
        <ul className="list-disc space-y-1 pl-5">
          {ABOUT_TEXT.benefits.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section heading={ABOUT_TEXT.pathways.heading}>
        <p>{ABOUT_TEXT.pathways.body(PATHWAY_NAMES.length)}</p>
        <ul
          aria-label={ABOUT_TEXT.pathways.listLabel}
          className="grid gap-x-4 gap-y-1 pl-5 sm:grid-cols-2 list-disc"
        >
          {PATHWAY_NAMES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Section>
      <Section heading={ABOUT_TEXT.guests.heading}>
        <p>{ABOUT_TEXT.guests.body}</p>
        {audience === 'guest' ? (
          <Link
            to="/profile"
            className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
          >
            {ABOUT_TEXT.guests.profileLink}
          </Link>
        ) : null}
      </Section>
    </div>
  );
}
