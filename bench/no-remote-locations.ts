/** The single-bundle build needs no remote locations: everything is in the one app. */
export const setRemoteLocations = (): void => undefined;
export const getRemoteLocation = (): undefined => undefined;
