import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The commands the README documents are the first thing a contributor types: each root script
// must name files and tools that exist, and each `npm …` command the README shows must be a script.

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const scripts = Object.entries(manifest.scripts);

/** Words of a script that name a file of the repository (a slash and an extension, no flag). */
const filesOf = (command: string) =>
  command.split(/\s+/).filter((word) => /^[\w.-]+\/[\w./-]*\.\w+$/.test(word));

describe('the root package.json scripts', () => {
  it.each(scripts)('%s runs a file or tool that exists', (_name, command) => {
    const [tool, ...rest] = command.split(/\s+/);
    if (tool === 'node') {
      const file = rest.find((word) => !word.startsWith('-'));
      expect(file, command).toBeDefined();
      expect(existsSync(join(root, file!)), `${file} is missing`).toBe(true);
    } else {
      expect(
        existsSync(join(root, 'node_modules', '.bin', tool!)),
        `${tool} is not installed`,
      ).toBe(true);
    }
    for (const file of filesOf(command))
      expect(existsSync(join(root, file)), `${file} is missing`).toBe(true);
  });

  it('include every command the README shows', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const shown = [...readme.matchAll(/\bnpm (?:run )?([\w:-]+)/g)].map((match) => match[1]!);
    expect(shown.length).toBeGreaterThan(0);
    const npmOwn = new Set(['install', 'view']);
    for (const name of shown.filter((name) => !npmOwn.has(name)))
      expect(Object.keys(manifest.scripts), `npm run ${name}`).toContain(name);
  });
});
