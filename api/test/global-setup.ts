import { prepareTemplate } from './db-setup';

export default async function globalSetup(): Promise<void> {
  await prepareTemplate();
}
