import { dropTemplate } from './db-setup';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
}
