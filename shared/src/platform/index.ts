export { AppProviders } from './app-providers';
export { ComingSoon } from './coming-soon';
export { mountStandalone } from './mount-standalone';
export type { RemoteManifest, RemotePageModule, RemotesConfig } from './remote-contract';
