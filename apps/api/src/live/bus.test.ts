// The live bus without a database: a `listen` the test controls, and states the test sets.
import { describe, expect, it } from 'vitest';
import { createLiveBus, liveStates, type Listen } from './bus.js';

interface State {
  version: number;
}

/** A `listen` whose LISTEN becomes active only when the test says so. */
function slowListen() {
  let activate: () => void = () => undefined;
  let handlers: Parameters<Listen>[1] | undefined;
  const listen: Listen = (_channel, given) => {
    handlers = given;
    return new Promise((resolve) => {
      activate = () => resolve({ close: () => Promise.resolve() });
    });
  };
  return {
    listen,
    activate: () => activate(),
    notify: (payload: string) => handlers?.onNotify(payload),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A bus whose states are reads of `current`, listening through `control`. */
function busOver(current: State, control: ReturnType<typeof slowListen>) {
  return createLiveBus<State>({
    listen: control.listen,
    load: () => Promise.resolve({ ...current }),
    onError: (error) => {
      throw error;
    },
  });
}

describe('the live bus', () => {
  it('a change committed while LISTEN was starting (announced to no one) still reaches the stream', async () => {
    const current: State = { version: 1 };
    const control = slowListen();
    const bus = busOver(current, control);
    const aborted = new AbortController();
    const states = liveStates(bus, 7, () => Promise.resolve({ ...current }), aborted.signal);
    expect((await states.next()).value).toEqual({ version: 1 });
    const next = states.next();
    // Committed (and its NOTIFY sent) before this instance's LISTEN was active: never heard.
    current.version = 2;
    await tick();
    control.activate();
    expect((await next).value).toEqual({ version: 2 });
    aborted.abort();
    await states.return();
    expect(bus.subscriberCount()).toBe(0);
    await bus.close();
  });

  it('subscribes before reading the first state, skips what is not newer, and reads again for a change announced during a read', async () => {
    const current: State = { version: 4 };
    const control = slowListen();
    const bus = busOver(current, control);
    const aborted = new AbortController();
    let subscribedWhenRead = -1;
    const states = liveStates(
      bus,
      7,
      () => {
        subscribedWhenRead = bus.subscriberCount();
        return Promise.resolve({ ...current });
      },
      aborted.signal,
    );
    expect((await states.next()).value).toEqual({ version: 4 });
    expect(subscribedWhenRead).toBe(1);
    control.activate();
    await tick();
    const next = states.next();
    control.notify(JSON.stringify({ meetingId: 7, version: 4 }));
    current.version = 5;
    control.notify(JSON.stringify({ meetingId: 7, version: 5 }));
    expect((await next).value).toEqual({ version: 5 });
    aborted.abort();
    await states.return();
    await bus.close();
  });
});
