// Calls to a service's /internal endpoints as another service makes them: straight to the
// service (the gateway never forwards them), with the shared internal key.
import type { ServiceName } from '@rescue/contracts';
import { client, type RequestOptions } from './http';
import type { TestStack } from './stack';

/** A client of the service's first replica whose every call carries the internal key. */
export function internalClient(
  stack: Pick<TestStack, 'services' | 'secrets'>,
  service: ServiceName,
) {
  const direct = client(stack.services[service][0]!);
  const withKey =
    (call: typeof direct.get) =>
    <T = any>(path: string, options: RequestOptions = {}) =>
      call<T>(path, {
        ...options,
        headers: { 'x-internal-key': stack.secrets.internalApiKey, ...options.headers },
      });
  return {
    get: withKey(direct.get),
    post: withKey(direct.post),
    put: withKey(direct.put),
    delete: withKey(direct.delete),
  };
}
