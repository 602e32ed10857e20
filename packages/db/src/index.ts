export { createDb, type CreateDbOptions, type DatabaseKind, type DbHandle } from './client.js';
export { RECONNECT_DELAYS, type ListenHandlers, type NotificationListener } from './listen.js';
export { migrateToLatest } from './migrate.js';
export type * from './schema.js';
export { seedPathways, PATHWAYS, PATHWAY_LEVELS, PATHWAY_PROJECTS } from './seed/pathways.js';
export {
  seedDemo,
  lookupDemo,
  demoMeetingDates,
  DEMO_EMAILS,
  DEMO_PEOPLE,
  DEMO_MENU,
  DEMO_ROLE_TYPES,
  DEMO_CLUB_NUMBER,
  DEMO_EXPIRED_INVITE_TOKEN,
  SECOND_CLUB_NUMBER,
  MISSING_DEMO_ID,
  type DemoIds,
  type DemoEmail,
  type DemoMenuKey,
  type DemoPerson,
  type SeedDemoOptions,
} from './seed/demo.js';
