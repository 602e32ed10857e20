// Result type shared by every domain decision.

export type Ok<T> = { ok: true; value: T };
export type Fail<V extends string> = { ok: false; violation: V };
export type Result<T, V extends string = string> = Ok<T> | Fail<V>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function fail<V extends string>(violation: V): Fail<V> {
  return { ok: false, violation };
}
