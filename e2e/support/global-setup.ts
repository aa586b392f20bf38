import { buildFrontEnd } from './front-end';

/** Builds the front end as `npm start` does (skipping what is up to date) before any journey. */
export default async function globalSetup(): Promise<void> {
  await buildFrontEnd();
}
