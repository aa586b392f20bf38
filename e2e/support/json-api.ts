// The journeys set their scene through the public API: one JSON call, refusing any non-2xx
// so a broken set-up fails where it happened rather than later in the browser.

/**
 * A JSON call to the running app: GET, or POST when there is a body, or the method named (a PUT
 * with no body, as a volunteer's take is sent); throws on a non-2xx.
 */
export function jsonApi(baseUrl: () => string) {
  return async function call<T>(
    path: string,
    init: { token?: string; json?: unknown; method?: 'GET' | 'POST' | 'PUT' } = {},
  ): Promise<T> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
