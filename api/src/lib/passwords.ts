import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with the OWASP baseline (19 MiB, 2 passes). Tests use the minimum cost so the suite
 * stays fast; the parameters live in each hash, so verifying works whatever cost made it.
 */
const PRODUCTION_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const TEST_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Burns the time of one verification, for logins of unknown accounts (no timing oracle). */
  dummyVerify(password: string): Promise<void>;
};

export async function createPasswordHasher(nodeEnv: string): Promise<PasswordHasher> {
  const cost = nodeEnv === 'test' ? TEST_COST : PRODUCTION_COST;
  const options = { ...cost };
  const dummy = await hash('arbora-dummy-password-1!', options);
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        // A malformed stored hash is a refused login, not a crash.
        return false;
      }
    },
    async dummyVerify(password) {
      await verify(dummy, password).catch(() => false);
    },
  };
}
