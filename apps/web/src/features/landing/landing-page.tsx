import { Link } from '@tanstack/react-router';
import { Button, Card, CardDescription, CardHeader, CardTitle } from '@lectern/ui';
import { AUTH_TEXT } from '../../app/auth/text';
import { usePlatformLogo, usePublicConfig } from '../../app/branding/branding';
import { ProductMark } from '../../app/branding/product-mark';
import { LANDING_TEXT } from './text';

/** SPEC §2: the signed-out home, with one way forward (sign in). */
export function LandingPage() {
  const logoUrl = usePlatformLogo();
  const { productName } = usePublicConfig();
  return (
    <main className="mx-auto flex min-h-dvh max-w-5xl flex-col px-4 py-6 sm:px-6">
      <header className="flex items-center gap-3">
        {logoUrl !== null && <ProductMark logoUrl={logoUrl} />}
        <span className="text-lg font-semibold">{productName}</span>
      </header>
      <section className="flex flex-1 flex-col items-center justify-center gap-6 py-16 text-center">
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {LANDING_TEXT.tagline}
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground text-pretty">{LANDING_TEXT.summary}</p>
        <Button asChild size="lg">
          <Link to="/login">{AUTH_TEXT.signInToGetStarted}</Link>
        </Button>
      </section>
      <section className="grid gap-4 pb-8 sm:grid-cols-3">
        {LANDING_TEXT.features.map((feature) => (
          <Card key={feature.title}>
            <CardHeader>
              <CardTitle>{feature.title}</CardTitle>
              <CardDescription>{feature.description}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </section>
    </main>
  );
}
