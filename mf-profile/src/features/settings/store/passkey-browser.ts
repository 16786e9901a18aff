import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { call } from 'redux-saga/effects';

type WebAuthnBrowser = typeof import('@simplewebauthn/browser');

/** The browser's WebAuthn library, loaded when the two-factor section first needs it: the first download has none of it. */
export const loadWebAuthn = (): Promise<WebAuthnBrowser> => import('@simplewebauthn/browser');

/** The browser made no passkey: the person cancelled its prompt, or the device could not make one here. */
export class PasskeyNotMade extends Error {}

/** The browser's prompt to make a passkey for the server's options: its answer, to send back. */
export function* askBrowserForPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = (yield call(loadWebAuthn)) as WebAuthnBrowser;
  try {
    return (yield call(startRegistration, { optionsJSON })) as RegistrationResponseJSON;
  } catch {
    // Cancelled, timed out, or refused by the device: the browser says which only in its own prompt.
    throw new PasskeyNotMade();
  }
}
