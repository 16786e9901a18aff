import { useEffect, useState } from 'react';
import { loadWebAuthn } from '../store/passkey-browser';

/**
 * Whether this browser can make passkeys (it has WebAuthn), as the WebAuthn library says once
 * loaded; null until then. A library that could not be loaded (the network gone) counts as none,
 * so the section says passkeys cannot be used here rather than showing nothing.
 */
export function usePasskeySupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let shown = true;
    loadWebAuthn().then(
      ({ browserSupportsWebAuthn }) => shown && setSupported(browserSupportsWebAuthn()),
      () => shown && setSupported(false),
    );
    return () => {
      shown = false;
    };
  }, []);
  return supported;
}
