import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without the gaps that break network code: it has no fetch, and its own
 * AbortSignal, FormData and streams are not the ones Node's fetch accepts. Node's are lent
 * to the page, so the app's API client runs unchanged and msw intercepts it.
 */
export default class RescueJsdomEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      TextEncoderStream,
      TextDecoderStream,
      BroadcastChannel,
      structuredClone,
      // A class of this file's own: a test that stubs URL.createObjectURL on it changes
      // nothing for the next test files this worker runs (Node's URL is shared by them all).
      URL: class extends URL {},
      URLSearchParams,
    });
  }
}
