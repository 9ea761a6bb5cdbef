import { http } from '@app/shared-contracts';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type FakeReply = { status: number; data?: unknown };
export type FakeCall = { method: string; url: string; params?: unknown; body: unknown };
type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/**
 * Test-only axios adapter on the one `http` instance: requests go through the real interceptors
 * (headers, token) and are answered by `handler`. Every call is recorded.
 */
export function fakeApi(handler: Handler) {
  const calls: FakeCall[] = [];
  const original = http.defaults.adapter;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body,
    };
    calls.push(call);
    const reply = await handler(call);
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    } as AxiosResponse;
    if (reply.status >= 400) {
      throw new AxiosError(`HTTP ${reply.status}`, 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}
