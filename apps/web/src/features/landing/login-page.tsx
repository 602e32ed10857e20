import { useState } from 'react';
import { buttonVariants } from '@lectern/ui';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { AUTH_TEXT, LOGIN_PATH } from '../../app/auth/text';
import { usePlatformLogo, usePublicConfig } from '../../app/branding/branding';
import { PlatformLogo } from '../../app/branding/platform-logo';
import { hasSignedInBefore } from '../../app/auth/returning-visitor';
import { LANDING_TEXT } from './text';

/**
 * /login: one button that hands over to the identity provider via the server; a first-time
 * visitor is greeted as one.
 */
export function LoginPage() {
  const logoUrl = usePlatformLogo();
  const { authProviderName, productName } = usePublicConfig();
  const [returning] = useState(hasSignedInBefore);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <section className="flex w-full max-w-sm flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center text-card-foreground shadow-xs">
        {logoUrl !== null && <PlatformLogo logoUrl={logoUrl} size="lg" />}
        <p className="text-sm font-medium text-muted-foreground">{productName}</p>
        <h1 className="text-2xl leading-tight font-semibold">
          {returning ? LANDING_TEXT.loginTitle : LANDING_TEXT.firstVisitTitle(productName)}
        </h1>
        <p className="text-sm text-muted-foreground">
          {returning ? LANDING_TEXT.loginDescription : LANDING_TEXT.firstVisitDescription}
        </p>
        <button
          type="button"
          className={buttonVariants({ size: 'lg', className: 'mt-2 w-full' })}
          onClick={() => navigateToServerRoute(LOGIN_PATH)}
        >
          {AUTH_TEXT.signInWith(authProviderName)}
        </button>
      </section>
    </main>
  );
}
