import { LogInIcon } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@lectern/ui';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { AUTH_TEXT, LOGIN_PATH } from '../../app/auth/text';
import { usePlatformLogo, usePublicConfig } from '../../app/branding/branding';
import { ProductMark } from '../../app/branding/product-mark';
import { LANDING_TEXT } from './text';

/** SPEC §2 /login: one button that hands over to the identity provider via the server. */
export function LoginPage() {
  const logoUrl = usePlatformLogo();
  const { authProviderName, productName } = usePublicConfig();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          {logoUrl !== null && <ProductMark logoUrl={logoUrl} className="mb-2 size-14" />}
          <p className="text-sm font-medium text-muted-foreground">{productName}</p>
          <h1 className="text-2xl leading-tight font-semibold">{LANDING_TEXT.loginTitle}</h1>
          <CardDescription>{LANDING_TEXT.loginDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button className="w-full" size="lg" onClick={() => navigateToServerRoute(LOGIN_PATH)}>
            <LogInIcon aria-hidden />
            {AUTH_TEXT.signInWith(authProviderName)}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
