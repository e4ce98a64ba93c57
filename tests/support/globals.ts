import {after, before} from 'node:test';

/**
 * Inside a describe(): whatever the suite's tests and hooks put on globalThis
 * under these names is taken off again when the suite ends, and what was there
 * before is put back. The author's quick loop runs every unit test file in one
 * process (scripts/test.ts), where a file's browser stand-ins (`window`,
 * `fetch`, ...) would otherwise outlive its own tests and reach the next files.
 * Register it before the hooks that set them.
 */
export function restoresGlobals(...names: string[]): void {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  before(() => {
    for (const name of names) saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  });
  after(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  });
}
