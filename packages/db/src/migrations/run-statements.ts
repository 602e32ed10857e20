import { sql, type Kysely } from 'kysely';

/**
 * Runs a script one statement at a time: PGlite (extended protocol) takes a single statement
 * per query. Splits on semicolons outside dollar-quoted bodies.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function runStatements(db: Kysely<any>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) {
    await sql.raw(statement).execute(db);
  }
}

export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of script.split('\n')) {
    if (line.trim().startsWith('--') && !inDollar) continue;
    current += line + '\n';
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && line.trimEnd().endsWith(';')) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim().replace(/;$/, ''));
  return statements;
}
