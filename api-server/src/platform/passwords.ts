import { hash, verify } from '@node-rs/argon2';

/** The package's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const argon2id = 2;

/** argon2id with OWASP's parameters: 19 MiB of memory, 2 passes, one lane. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const passwordMatches = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
