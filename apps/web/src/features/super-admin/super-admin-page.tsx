import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { ShieldAlertIcon, TrashIcon, UploadIcon } from 'lucide-react';
import {
  logoFileMessage,
  logoUrlSchema,
  settingValuePreview,
  validateLogoFile,
} from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  DataTable,
  Input,
  Label,
  PageHeader,
  Skeleton,
  TableCell,
  TableRow,
  buttonVariants,
  toast,
} from '@lectern/ui';
import { useSignedInUser } from '../../app/auth/session';
import { PLATFORM_LOGO_SETTING_KEY } from '../../app/branding/branding';
import { ScreenBoundary } from '../../app/layout/screen-boundary';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC, type LecternTrpc } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { formatDay } from '../../lib/format-day';
import { readImageAsDataUrl } from './read-image';
import { SUPER_ADMIN_TEXT as TEXT } from './text';

function formatUpdated(value: string | null): string {
  return value === null ? '' : formatDay(value);
}

/** Anyone but the super admin: a plain refusal, never the form (the API refuses them too). */
function NotAllowed() {
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TEXT.title} />
      <Card role="alert">
        <CardHeader className="flex flex-row items-center gap-3">
          <ShieldAlertIcon aria-hidden className="size-6 text-destructive" />
          <h2 className="text-lg font-semibold">{TEXT.notAllowed.title}</h2>
        </CardHeader>
        <CardContent className="space-y-4">
          <p>{TEXT.notAllowed.description}</p>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            {TEXT.notAllowed.home}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

function useSaveSetting() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.platformSettings.save.mutationOptions({
      onSuccess: async () => {
        toast({ title: TEXT.updated.title, description: TEXT.updated.description });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.platformSettings.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.platformSettings.public.pathKey() }),
        ]);
      },
      onError: (error) =>
        signInOrFailureToast(error, {
          title: TEXT.updateFailed.title,
          description: serverMessageOf(error) ?? TEXT.updateFailed.description,
        }),
    }),
  );
}

/** URL box or uploaded image, held here until 'Save Platform Logo'; 'Remove' saves empty. */
function LogoCard({ storedLogo }: { storedLogo: string }) {
  const [logo, setLogo] = useState(storedLogo);
  const [urlError, setUrlError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSaveSetting();
  const typedValue = logo.startsWith('data:') ? '' : logo;

  const persist = (value: string) =>
    save.mutate({
      key: PLATFORM_LOGO_SETTING_KEY,
      value,
      description: TEXT.logoSettingDescription,
    });

  const onSave = () => {
    const parsed = logoUrlSchema.safeParse(logo);
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setUrlError(null);
    persist(parsed.data);
  };

  const onRemove = () => {
    setLogo('');
    setUrlError(null);
    persist('');
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = validateLogoFile(file);
    if (!checked.ok) {
      const message = logoFileMessage(checked.violation, 'platform');
      toast({ variant: 'destructive', title: message.title, description: message.description });
      return;
    }
    try {
      setLogo(await readImageAsDataUrl(file));
      setUrlError(null);
      toast({ title: TEXT.imageUploaded, description: TEXT.imageUploadedHint });
    } catch {
      toast({
        variant: 'destructive',
        title: TEXT.uploadFailed.title,
        description: TEXT.uploadFailed.description,
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{TEXT.logoHeading}</h2>
        <CardDescription>{TEXT.logoDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-4">
          <div className="flex size-16 shrink-0 items-center justify-center rounded-md border bg-muted">
            {logo !== '' ? (
              <img
                src={logo}
                alt={TEXT.currentLogo}
                className="size-16 rounded-md object-contain"
              />
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">{TEXT.suggestedSize}</p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="platform-logo-url">{TEXT.logoUrlLabel}</Label>
          <Input
            id="platform-logo-url"
            type="url"
            inputMode="url"
            placeholder={TEXT.logoUrlPlaceholder}
            value={typedValue}
            aria-invalid={urlError !== null}
            aria-describedby={urlError ? 'platform-logo-url-error' : undefined}
            onChange={(event) => setLogo(event.target.value)}
          />
          {urlError ? (
            <p id="platform-logo-url-error" className="text-sm text-destructive">
              {urlError}
            </p>
          ) : null}
        </div>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="platform-logo-file"
          onChange={(event) => void onFile(event)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
            <UploadIcon aria-hidden />
            {TEXT.uploadImage}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending || (logo === '' && storedLogo === '')}
            onClick={onRemove}
          >
            <TrashIcon aria-hidden />
            {TEXT.remove}
          </Button>
          <Button type="button" disabled={save.isPending} onClick={onSave}>
            {save.isPending ? TEXT.saving : TEXT.save}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

type SettingRow = inferOutput<LecternTrpc['platformSettings']['list']>[number];

function SettingsList({ settings }: { settings: readonly SettingRow[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{TEXT.settingsHeading}</h2>
        <CardDescription>{TEXT.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{TEXT.empty}</p>
        ) : (
          <DataTable
            headings={[
              TEXT.columns.key,
              TEXT.columns.description,
              TEXT.columns.value,
              TEXT.columns.updated,
            ]}
          >
            {settings.map((setting) => (
              <TableRow key={setting.id}>
                <TableCell className="font-mono text-xs">{setting.key}</TableCell>
                <TableCell>{setting.description}</TableCell>
                <TableCell className="max-w-xs font-mono text-xs break-all whitespace-normal">
                  {settingValuePreview(setting.value)}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatUpdated(setting.updatedAt)}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <PageHeader title={TEXT.title} />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

function Dashboard() {
  const trpc = useTRPC();
  const { data: settings } = useSuspenseQuery(trpc.platformSettings.list.queryOptions());
  const storedLogo =
    settings.find((setting) => setting.key === PLATFORM_LOGO_SETTING_KEY)?.value ?? '';
  return (
    <div className="space-y-4">
      <PageHeader title={TEXT.title} />
      <LogoCard storedLogo={storedLogo} />
      <SettingsList settings={settings} />
    </div>
  );
}

/** Super Admin (/super-admin): only the platform's super admin gets the dashboard. */
/** The platform screen; `children` (more platform sections) show to the super admin only. */
export function SuperAdminPage({ children }: { children?: ReactNode }) {
  const user = useSignedInUser();
  if (!user.isSuperAdmin) return <NotAllowed />;
  return (
    <>
      <ScreenBoundary
        title={TEXT.title}
        skeleton={<DashboardSkeleton />}
        loadFailed={TEXT.loadFailed}
      >
        <Dashboard />
      </ScreenBoundary>
      {children}
    </>
  );
}
