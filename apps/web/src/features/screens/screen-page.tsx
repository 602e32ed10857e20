import { PageHeader } from '@lectern/ui';
import { SCREEN_TITLES, type ScreenKey } from './screen-titles';

/** The page frame of a signed-in screen: its SPEC title as the page heading. */
export function ScreenPage({ screen }: { screen: ScreenKey }) {
  return <PageHeader title={SCREEN_TITLES[screen]} />;
}
