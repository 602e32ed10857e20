import { isKept } from '../kept-values.js';

// Answers made of what the read cache keeps (decision 012) never change, so their JSON is made
// once, as the bytes sent: both doors answer a kept value, or a list holding kept values, from
// here. A list's bytes are its items' kept bytes copied together — no string of the whole answer
// is built and encoded again on each request (a member directory is ~115 KB).

const made = new WeakMap<object, Buffer>();

function keptBytes(value: object): Buffer {
  let bytes = made.get(value);
  if (bytes === undefined) made.set(value, (bytes = Buffer.from(JSON.stringify(value))));
  return bytes;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The UTF-8 bytes of `JSON.stringify(value)` for a kept value, or a list holding kept values (a
 * viewer's own entry among everyone else's kept ones), each kept value's made once; undefined for
 * anything else (the door serialises it as before).
 */
export function keptJsonOf(value: unknown): Buffer | undefined {
  if (isKept(value)) return keptBytes(value);
  if (!Array.isArray(value) || !value.some(isKept)) return undefined;
  return joinedJson(value.map(itemBytes));
}

/** `[a,b,…]` of items' JSON bytes. */
export function joinedJson(items: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  items.forEach((item, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

function itemBytes(item: unknown): Buffer {
  // As in JSON.stringify, a list item with no JSON (undefined, a function) is null.
  return isKept(item) ? keptBytes(item) : Buffer.from(JSON.stringify(item) ?? 'null');
}
