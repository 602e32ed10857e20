import { buttonVariants } from '@lectern/ui';
import { AUTH_TEXT } from '../../app/auth/text';
import { usePlatformLogo, usePublicConfig } from '../../app/branding/branding';
import { PlatformLogo } from '../../app/branding/platform-logo';
import { LANDING_TEXT } from './text';

/**
 * The signed-out home, with one way forward (sign in). Plain markup with the button
 * styles only, and no router, so a first visit loads no more than React and this page.
 */
export function LandingPage() {
  const logoUrl = usePlatformLogo();
  const { productName } = usePublicConfig();
  return (
    <main className="mx-auto flex min-h-dvh max-w-5xl flex-col px-4 py-6 sm:px-6">
      <header className="flex items-center gap-3">
        {logoUrl !== null && <PlatformLogo logoUrl={logoUrl} />}
        <span className="text-lg font-semibold">{productName}</span>
      </header>
      <section className="flex flex-1 flex-col items-center justify-center gap-6 py-16 text-center">
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {LANDING_TEXT.tagline}
        </h1>
        <p className="max-w-xl text-lg text-pretty text-muted-foreground">{LANDING_TEXT.summary}</p>
        {/* A plain link: the landing page is rendered without the router (main.tsx). */}
        <a href="/login" className={buttonVariants({ size: 'lg' })}>
          {AUTH_TEXT.signInToGetStarted}
        </a>
      </section>
      <ul className="grid gap-4 pb-8 sm:grid-cols-3">
        {LANDING_TEXT.features.map((feature) => (
          <li
            key={feature.title}
            className="rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
          >
            <h2 className="font-semibold">{feature.title}</h2>
            <p className="mt-1.5 text-sm text-muted-foreground">{feature.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
