import { PUBLIC_PLATFORM_SETTING_KEYS } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { listPublicPlatformSettings } from '@lectern/db/queries/clubs';
import * as settings from '@lectern/db/queries/platform-settings';
import { assertLogoContent } from '../clubs/logo.js';

type Db = Executor;

type SettingRow = Awaited<ReturnType<typeof settings.listPlatformSettings>>[number];

function toSettingDto(row: SettingRow) {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    description: row.description,
    updatedAt: row.updatedAt,
  };
}

/** The settings anyone may read, signed in or not: the public keys' values. */
export function listPublicSettings(db: Db) {
  return listPublicPlatformSettings(db, PUBLIC_PLATFORM_SETTING_KEYS);
}

/** The super admin sees every setting; everyone else (signed out too) only the public keys. */
export async function listSettings(db: Db, isSuperAdmin: boolean) {
  const rows = isSuperAdmin
    ? await settings.listPlatformSettings(db)
    : await settings.listPlatformSettingsByKeys(db, PUBLIC_PLATFORM_SETTING_KEYS);
  return rows.map(toSettingDto);
}

export async function saveSetting(
  db: Db,
  input: { key: string; value: string; description: string | null },
  updatedBy: number,
) {
  if (input.key === 'platform_logo_url')
    assertLogoContent('value', input.value === '' ? null : input.value);
  return toSettingDto(
    await settings.upsertPlatformSetting(db, {
      key: input.key,
      value: input.value,
      description: input.description,
      updatedBy,
    }),
  );
}
