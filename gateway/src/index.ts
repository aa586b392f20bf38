export { start, buildGateway, type RunningGateway } from './app';
export { loadConfig, type GatewayConfig } from './config';
