// What other workspaces (the stack runner, the test kit) need to start this service in-process.
export { start } from './app';
export { loadConfig, type NotificationsConfig } from './config';
