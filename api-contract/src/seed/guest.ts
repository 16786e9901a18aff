/** The built-in guest account behind 'Login as a Guest'; the seed creates this user. */
export const guestCredentials = { username: 'guest', password: 'guest123' } as const;
