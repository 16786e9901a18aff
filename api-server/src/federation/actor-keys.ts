import { exportJwk, generateCryptoKeyPair, importJwk, type SenderKeyPair } from '@fedify/fedify';
import type { webcrypto } from 'node:crypto';
import type { Queryable } from 'api-core/database';

const algorithms = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

type KeyRow = { algorithm: (typeof algorithms)[number]; public_jwk: webcrypto.JsonWebKey; private_jwk: webcrypto.JsonWebKey };

/**
 * A member's two key pairs, RSA (HTTP Signatures, which every server reads) first and Ed25519
 * (Object Integrity Proofs) second, made the first time they are asked for and kept for good.
 * Two requests making them at once both insert with `on conflict do nothing` and read what won.
 */
export async function actorKeyPairs(db: Queryable, userId: string): Promise<webcrypto.CryptoKeyPair[]> {
  return keyPairsOf(db, userId, 'where exists (select 1 from users where id = $1)');
}

/** The community's own actor's two key pairs, kept as a member's are under its identifier (`owner`), which no user has. */
export async function communityKeyPairs(db: Queryable, owner: string): Promise<webcrypto.CryptoKeyPair[]> {
  return keyPairsOf(db, owner, 'where not exists (select 1 from users where id = $1)');
}

/** The key pairs kept for `owner`, each made at its first ask when `condition` (SQL on `$1`, the owner) holds. */
async function keyPairsOf(db: Queryable, owner: string, condition: string): Promise<webcrypto.CryptoKeyPair[]> {
  let rows = await readKeys(db, owner);
  if (rows.length < algorithms.length) {
    for (const algorithm of algorithms.filter((wanted) => !rows.some((row) => row.algorithm === wanted))) {
      const pair = await generateCryptoKeyPair(algorithm);
      await db.query(
        `insert into actor_keys (user_id, algorithm, public_jwk, private_jwk)
         select $1, $2, $3, $4 ${condition}
         on conflict do nothing`,
        [owner, algorithm, JSON.stringify(await exportJwk(pair.publicKey)), JSON.stringify(await exportJwk(pair.privateKey))],
      );
    }
    rows = await readKeys(db, owner);
  }
  return Promise.all(
    rows.map(async (row) => ({
      publicKey: await importJwk(row.public_jwk, 'public'),
      privateKey: await importJwk(row.private_jwk, 'private'),
    })),
  );
}

async function readKeys(db: Queryable, userId: string): Promise<KeyRow[]> {
  const { rows } = await db.query<KeyRow>(
    `select algorithm, public_jwk, private_jwk from actor_keys where user_id = $1
      order by array_position(array['RSASSA-PKCS1-v1_5', 'Ed25519'], algorithm)`,
    [userId],
  );
  return rows;
}

/** The private keys of `userId` kept after their account's deletion, RSA first: what signs their Delete. */
async function keptKeys(db: Queryable, userId: string): Promise<webcrypto.CryptoKey[]> {
  return Promise.all((await readKeys(db, userId)).map((row) => importJwk(row.private_jwk, 'private')));
}

/**
 * The kept keys of `userId`, whose actor is `actor`, as Fedify signs with them and named as their
 * actor names them: for what is sent in the name of a member who is gone (the key pairs
 * dispatcher gives none) or suspended (whose followers Fedify does not read).
 */
export async function keptSigners(db: Queryable, userId: string, actor: URL): Promise<SenderKeyPair[]> {
  return (await keptKeys(db, userId)).map((privateKey, index) => ({
    privateKey,
    // As Fedify names the keys its key pairs dispatcher gives.
    keyId: new URL(index === 0 ? '#main-key' : `#key-${index + 1}`, actor),
  }));
}

/** Deletes the keys of `userId`, once nothing more is to be signed with them. */
export async function forgetKeys(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from actor_keys where user_id = $1', [userId]);
}
