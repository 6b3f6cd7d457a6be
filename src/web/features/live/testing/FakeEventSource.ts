import type { LiveEvent } from '../../../../contract/api/liveEvents';

/**
 * A stand-in for the browser's EventSource (jsdom has none): every instance is remembered, and a
 * test opens it, sends it events or fails it, as the server and the network would.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  static reset() {
    FakeEventSource.instances = [];
  }

  /** The most recent instance, the one the client is using. */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }

  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  private dispatch(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  open() {
    this.dispatch('open', new Event('open'));
  }

  fail() {
    this.dispatch('error', new Event('error'));
  }

  /** One server-sent message; `data` as text, to send what the contract would refuse too. */
  message(name: string, data: string, id?: string) {
    this.dispatch(name, new MessageEvent(name, { data, lastEventId: id ?? '' }));
  }

  /** One well-formed event, named by its kind as the server names it. */
  send(event: LiveEvent, id?: number) {
    this.message(event.kind, JSON.stringify(event), id === undefined ? undefined : String(id));
  }
}
