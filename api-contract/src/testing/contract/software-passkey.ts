import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { fromBase64Url, toBase64Url } from '../../base64url';
import type { PasskeyAuthenticationAnswer, PasskeyRegistrationAnswer } from '../../payloads';

/**
 * A passkey made in software, as an authenticator answers a browser's `navigator.credentials`
 * calls (WebAuthn Level 2, §6): an ES256 key pair, no attestation (`none`), a signature counter.
 * The contract suite registers and signs in with it, on both implementations, where no browser
 * runs; the browser tests use Chromium's virtual authenticator instead. Written here because no
 * maintained npm package plays an authenticator outside a browser; tiny-cbor (SimpleWebAuthn's
 * own CBOR) encodes its structures.
 */

const encoder = new TextEncoder();
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

/** The flags of authenticator data: the person was present (UP), unlocked it (UV), a new credential follows (AT). */
const flags = { present: 0x01, unlocked: 0x04, attested: 0x40 };

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

const bigEndian = (value: number, bytes: number) => Uint8Array.from({ length: bytes }, (_, i) => (value >>> (8 * (bytes - 1 - i))) & 0xff);

/** An ECDSA signature's r and s (WebCrypto's form) as the DER sequence WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (half: Uint8Array) => {
    let start = 0;
    while (start < half.length - 1 && half[start] === 0) start += 1;
    const trimmed = half.slice(start);
    const body = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const sequence = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, sequence.length]), sequence);
}

type ClientData = { type: 'webauthn.create' | 'webauthn.get'; challenge: string; origin: string };
const clientDataOf = (data: ClientData) => encoder.encode(JSON.stringify({ ...data, crossOrigin: false }));

export type SoftwarePasskey = {
  /** The credential's id, base64url. */
  id: string;
  /** Answers registration options, as `navigator.credentials.create()` would on the page at `origin`. */
  register: (options: PublicKeyCredentialCreationOptionsJSON, origin?: string) => Promise<PasskeyRegistrationAnswer>;
  /**
   * Answers sign-in options, as `navigator.credentials.get()` would: `unlocked` false for a
   * security key touched without its PIN; `origin` another site's, for a phishing page's answer.
   */
  signIn: (
    options: PublicKeyCredentialRequestOptionsJSON,
    answer?: { origin?: string; unlocked?: boolean },
  ) => Promise<PasskeyAuthenticationAnswer>;
};

/** A new passkey for the site at `origin`, never registered yet. */
export async function softwarePasskey(origin: string): Promise<SoftwarePasskey> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const id = toBase64Url(credentialId);
  let counter = 0;
  let userHandle = '';

  const authenticatorData = async (rpId: string, flagBits: number, attested: Uint8Array = new Uint8Array()) => {
    counter += 1;
    return concat(await sha256(encoder.encode(rpId)), new Uint8Array([flagBits]), bigEndian(counter, 4), attested);
  };

  const coseKey = async () => {
    const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    return encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromBase64Url(jwk.x ?? '')],
        [-3, fromBase64Url(jwk.y ?? '')],
      ]),
    );
  };

  return {
    id,
    async register(options, pageOrigin = origin) {
      userHandle = options.user.id;
      const clientDataJSON = clientDataOf({ type: 'webauthn.create', challenge: options.challenge, origin: pageOrigin });
      const attested = concat(new Uint8Array(16), bigEndian(credentialId.length, 2), credentialId, await coseKey());
      const authData = await authenticatorData(
        options.rp.id ?? new URL(origin).hostname,
        flags.present | flags.unlocked | flags.attested,
        attested,
      );
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CBORType>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: toBase64Url(clientDataJSON),
          attestationObject: toBase64Url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    async signIn(options, { origin: pageOrigin = origin, unlocked = true } = {}) {
      const clientDataJSON = clientDataOf({ type: 'webauthn.get', challenge: options.challenge, origin: pageOrigin });
      const authData = await authenticatorData(options.rpId ?? new URL(origin).hostname, flags.present | (unlocked ? flags.unlocked : 0));
      const signed = concat(authData, await sha256(clientDataJSON));
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed));
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: toBase64Url(clientDataJSON),
          authenticatorData: toBase64Url(authData),
          signature: toBase64Url(derSignature(signature)),
          userHandle,
        },
      };
    },
  };
}
