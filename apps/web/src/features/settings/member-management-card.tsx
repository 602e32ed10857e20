import { useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { officerRoster, parseMembersCsv, type MemberCsvRow } from '@lectern/domain';
import { Button, Input, Label, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { failureToast, SettingsCard } from './settings-parts';
import { bulkUploadMessage, CSV_MEMBER_TEXT, SETTINGS_PAGE_TEXT, titled } from './text';

const T = SETTINGS_PAGE_TEXT.members;

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** The officer positions and who holds each (matched case-insensitively), else 'Unassigned'. */
function OfficerList({ clubId }: { clubId: number }) {
  const trpc = useTRPC();
  const { data: members } = useSuspenseQuery(trpc.members.list.queryOptions({ clubId }));
  return (
    <section className="space-y-2" aria-labelledby="club-officers-heading">
      <h3 id="club-officers-heading" className="text-sm font-medium">
        {T.officers}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {officerRoster(members).map((officer) => (
          <div key={officer.role} className="contents">
            <dt className="text-muted-foreground">{officer.label}</dt>
            <dd>{officer.name}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Member Management: CSV bulk upload (the domain's parsing and messages) and the officers. */
export function MemberManagementCard({
  clubId,
  canUpload,
}: {
  clubId: number;
  canUpload: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<MemberCsvRow[]>([]);

  const upload = useMutation(
    trpc.members.bulkUpload.mutationOptions({
      onSuccess: async (result) => {
        toast({ title: bulkUploadMessage(result.processed) });
        setRows([]);
        await queryClient.invalidateQueries({ queryKey: trpc.members.pathKey() });
      },
      onError: (error) => {
        // The message sends the officer to the console for the details.
        console.error(error);
        failureToast(CSV_MEMBER_TEXT.uploadFailed);
      },
    }),
  );

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setRows([]);
      toast({ variant: 'destructive', ...titled(CSV_MEMBER_TEXT.readError) });
      return;
    }
    const parsed = parseMembersCsv(text);
    setRows(parsed.members);
    if (parsed.members.length === 0)
      toast({ variant: 'destructive', ...titled(CSV_MEMBER_TEXT.noValidData) });
    else toast({ title: CSV_MEMBER_TEXT.fileUploaded, description: parsed.message });
  }

  function send() {
    if (rows.length === 0) {
      toast({ variant: 'destructive', ...titled(CSV_MEMBER_TEXT.noData) });
      return;
    }
    upload.mutate({ clubId, members: rows });
  }

  return (
    <SettingsCard title={SETTINGS_PAGE_TEXT.cards.members}>
      <div className="grid gap-6 md:grid-cols-2">
        {canUpload ? (
          <div className="space-y-2">
            <Label htmlFor="members-csv">{T.csvLabel}</Label>
            <Input
              id="members-csv"
              type="file"
              accept=".csv,text/csv"
              aria-describedby="members-csv-hint"
              onChange={(event) => void chooseFile(event)}
            />
            <p id="members-csv-hint" className="text-xs text-muted-foreground">
              {T.csvHint}
            </p>
            {rows.length > 0 && <p className="text-sm">{T.ready(rows.length)}</p>}
            <Button type="button" onClick={send} disabled={upload.isPending}>
              {upload.isPending ? T.uploading : T.upload}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{SETTINGS_PAGE_TEXT.readOnly}</p>
        )}
        <OfficerList clubId={clubId} />
      </div>
    </SettingsCard>
  );
}
