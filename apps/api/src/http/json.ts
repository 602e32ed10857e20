import { isKept } from '../kept-values.js';

// Answers made of what the read cache keeps (decision 012) never change, so their JSON is made
// once: both doors send a kept value, or a list of kept values, from here.

const made = new WeakMap<object, string>();

function keptJson(value: object): string {
  let json = made.get(value);
  if (json === undefined) made.set(value, (json = JSON.stringify(value)));
  return json;
}

/**
 * `JSON.stringify(value)` for a kept value, or a list holding kept values (a viewer's own entry
 * among everyone else's kept ones), with each kept value's text made once; undefined for anything
 * else (the door serialises it as before).
 */
export function keptJsonOf(value: unknown): string | undefined {
  if (isKept(value)) return keptJson(value);
  if (Array.isArray(value) && value.some(isKept)) return `[${value.map(itemJson).join(',')}]`;
  return undefined;
}

function itemJson(item: unknown): string {
  // As in JSON.stringify, a list item with no JSON (undefined, a function) is null.
  return isKept(item) ? keptJson(item) : (JSON.stringify(item) ?? 'null');
}
