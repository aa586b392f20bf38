export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** A raw body sent as is (for malformed-JSON tests). */
  raw?: string;
  headers?: Record<string, string>;
}

/** One HTTP call over the wire; the body is parsed as JSON when it is JSON. */
export async function request<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  } else if (options.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.raw;
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('application/json') ? await response.json() : await response.text();
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** A client bound to one base URL. */
export function client(baseUrl: string) {
  const call =
    (method: string) =>
    <T = any>(path: string, options?: RequestOptions) =>
      request<T>(baseUrl, method, path, options);
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  };
}
