// The journeys set their scene through the public API: one JSON call, refusing any non-2xx
// so a broken set-up fails where it happened rather than later in the browser.

/** A JSON call to the running app: GET, or POST when there is a body; throws on a non-2xx. */
export function jsonApi(baseUrl: () => string) {
  return async function call<T>(
    path: string,
    init: { token?: string; json?: unknown } = {},
  ): Promise<T> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: init.json === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const body = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
}
