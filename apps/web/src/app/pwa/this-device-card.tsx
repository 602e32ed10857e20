import { Button, Card, CardContent, CardDescription, CardHeader } from '@lectern/ui';
import { setPwaState, usePwaState } from './pwa-store';
import { THIS_DEVICE_TEXT as TEXT } from './text';

/** iPhone and iPad browsers have no install prompt: the person adds Lectern from Share. */
function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isInstalled(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

/**
 * Profile: Lectern on this device. "Install Lectern" where the browser offers it, the
 * "Add to Home Screen" words on iPhone and iPad; nothing once it runs as the installed app.
 */
export function ThisDeviceCard() {
  const { installPrompt } = usePwaState();
  const apple = isAppleMobile();
  if (isInstalled() || (!installPrompt && !apple)) return null;
  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice.catch(() => null);
    setPwaState({ installPrompt: null });
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{TEXT.heading}</h2>
        <CardDescription>{apple ? TEXT.ios : TEXT.description}</CardDescription>
      </CardHeader>
      {installPrompt && (
        <CardContent>
          <Button onClick={() => void install()}>{TEXT.install}</Button>
        </CardContent>
      )}
    </Card>
  );
}
