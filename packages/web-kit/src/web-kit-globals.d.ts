// Set at build time by the shared webpack config (WEB_RELEASE_NOTE); empty when unset.
declare const __RELEASE_NOTE__: string;
