import { useState } from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button, Input, toast } from '@lectern/ui';

/** The words around a secret shown once: an API token, a calendar address. */
export interface ShownOnceText {
  heading: string;
  hint: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/** A secret the server shows only once, read-only and selectable, with Copy and Done. */
export function ShownOnce({
  value,
  text,
  onDone,
}: {
  value: string;
  text: ShownOnceText;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: text.copyFailed });
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-semibold">{text.heading}</p>
      <p className="text-sm">{text.hint}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label={text.label}
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? text.copied : text.copy}
        </Button>
        <Button type="button" onClick={onDone}>
          {text.done}
        </Button>
      </div>
    </div>
  );
}
