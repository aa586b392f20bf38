// Set at build time by the shared webpack config (WEB_RELEASE_NOTE); empty when unset.
declare const __RELEASE_NOTE__: string;

// Font files are emitted by webpack as assets; importing one gives its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
