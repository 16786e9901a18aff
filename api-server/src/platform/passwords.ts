import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from 'api-core/platform';

/** The package's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const argon2id = 2;

/** argon2id with OWASP's parameters: 19 MiB of memory, 2 passes, one lane. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The server's password hash: argon2id, whose cost is what makes a stolen hash slow to guess. */
export const argon2Passwords: PasswordHasher = {
  hash: (password) => hash(password, options),
  matches: (passwordHash, password) => verify(passwordHash, password).catch(() => false),
};
