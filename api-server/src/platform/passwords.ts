import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from 'api-core/platform';

/** The package's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const argon2id = 2;

type Cost = { memoryCost: number; timeCost: number };

/** argon2id at `cost`, one lane. A hash says its own cost, which its verify reads. */
const argon2At = (cost: Cost): PasswordHasher => {
  const options = { algorithm: argon2id, parallelism: 1, ...cost } as const;
  return {
    hash: (password) => hash(password, options),
    matches: (passwordHash, password) => verify(passwordHash, password).catch(() => false),
  };
};

/** The server's password hash: argon2id with OWASP's parameters (19 MiB of memory, 2 passes), whose cost makes a stolen hash slow to guess. */
export const argon2Passwords: PasswordHasher = argon2At({ memoryCost: 19_456, timeCost: 2 });

/**
 * argon2id at its least cost, for the tests' server in their own process (`leastPasswordCost`):
 * its database is emptied by each test, so its hashes keep nothing worth guessing, and the tests
 * sign in and up about a thousand times in each run of the contract suite, 14 ms each at the
 * server's cost (a quarter of the suite's time), as Devise's tests hash with one stretch.
 */
export const leastCostPasswords: PasswordHasher = argon2At({ memoryCost: 64, timeCost: 1 });
