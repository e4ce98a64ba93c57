/**
 * Lets a unit test load code written for the bundler, whose requests Node
 * cannot resolve by itself (an alias such as `@theme/...`, a module only a build
 * generates). `answer` gives the file a request stands for, or undefined to
 * leave the request to Node. Each call adds its answers in front of the ones
 * before it.
 */
import Module from 'node:module';

type ResolveFilename = (request: string, ...rest: unknown[]) => string;

export function answerRequests(answer: (request: string) => string | undefined): void {
  const moduleInternals = Module as unknown as {_resolveFilename: ResolveFilename};
  const resolveFilename = moduleInternals._resolveFilename;
  moduleInternals._resolveFilename = function answered(this: unknown, request, ...rest) {
    return answer(request) ?? resolveFilename.call(this, request, ...rest);
  };
}
