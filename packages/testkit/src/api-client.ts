import { request, type ApiResponse, type RequestOptions } from './http';
import { expectMatchesOpenApi } from './openapi';

/**
 * A client for public calls whose every response is checked against the OpenAPI document
 * (JSON bodies against the schema of that operation and status).
 */
export function apiClient(baseUrl: string) {
  const call =
    (method: string) =>
    async <T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> => {
      const res = await request<T>(baseUrl, method, path, options);
      expectMatchesOpenApi(method, path, res.status, res.body);
      return res;
    };
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
}
