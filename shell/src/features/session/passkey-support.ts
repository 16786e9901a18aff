/** Whether this browser can use passkeys: it has WebAuthn (a page on https or localhost does). */
export const canUsePasskeys = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
