import { sql } from 'kysely';
import type { Executor } from '../executor.js';

function settingColumns(db: Executor) {
  return db
    .selectFrom('platformSettings')
    .select(['id', 'key', 'value', 'description', 'updatedAt']);
}

/** Every platform setting (super admin). */
export async function listPlatformSettings(db: Executor) {
  return settingColumns(db).orderBy('key').execute();
}

/** Only the named settings (the public keys anyone may read). */
export async function listPlatformSettingsByKeys(db: Executor, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return settingColumns(db).where('key', 'in', keys).orderBy('key').execute();
}

export interface PlatformSettingValues {
  key: string;
  value: string;
  description: string | null;
  updatedBy: number;
}

/** Insert or replace a setting by its unique key, in one statement. */
export async function upsertPlatformSetting(db: Executor, values: PlatformSettingValues) {
  return db
    .insertInto('platformSettings')
    .values(values)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        description: eb.ref('excluded.description'),
        updatedBy: eb.ref('excluded.updatedBy'),
        updatedAt: sql<Date>`now()`,
      })),
    )
    .returning(['id', 'key', 'value', 'description', 'updatedAt'])
    .executeTakeFirstOrThrow();
}
