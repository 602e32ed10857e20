import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One form pattern: a `<form>` of the app is a react-hook-form form (`useForm` with a zod
// schema, submitted through `handleSubmit`), never values kept in `useState` and read by a
// hand-written submit handler. This reads the sources: a file that renders `<form` must submit
// it through react-hook-form, and no submit handler takes the raw event (`FormEvent`).

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const forms = sourceFiles(SRC)
  .map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => /<form[\s>]/.test(text));

describe('the form pattern', () => {
  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThan(15);
  });

  it.each(forms.map(({ file, text }) => [file, text] as const))(
    '%s submits its <form> through react-hook-form',
    (_file, text) => {
      expect(text).toMatch(/from 'react-hook-form'/);
      expect(text).toMatch(/\buseForm\b/);
      expect(text).toMatch(/\.handleSubmit\(|\bhandleSubmit\(/);
      expect(text).not.toMatch(/\bFormEvent\b/);
    },
  );
});
