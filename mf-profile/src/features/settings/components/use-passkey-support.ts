import { useEffect, useState } from 'react';
import { loadWebAuthn } from '../store/passkey-browser';

/**
 * Whether this browser can make passkeys (it has WebAuthn), as the WebAuthn library says once
 * loaded; null until then, or when it could not be loaded.
 */
export function usePasskeySupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let shown = true;
    loadWebAuthn().then(
      ({ browserSupportsWebAuthn }) => shown && setSupported(browserSupportsWebAuthn()),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return supported;
}
