import type { User } from '../contract/entities';
import { limits } from '../contract/limits';
import { messages } from '../contract/messages';
import type { Credentials, SignupData } from '../contract/payloads';
import { readText } from './fields';
import { fail, succeed, type Result } from './result';

/** A user as stored by the server: the only shape that holds the password. */
export type StoredUser = User & { password: string };

const usernamePattern = /^[A-Za-z0-9_.]+$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateCredentials(body: Record<string, unknown>): Result<Credentials> {
  const username = readText(body, 'username', 'Username', { required: true });
  if (!username.ok) return username;
  const password = readText(body, 'password', 'Password', { required: true });
  if (!password.ok) return password;
  return succeed({ username: username.value, password: password.value });
}

function validateUsername(username: string): Result<string> {
  if (username.length < limits.usernameMin || username.length > limits.usernameMax) {
    return fail(400, `Username must be ${limits.usernameMin} to ${limits.usernameMax} characters.`);
  }
  if (!usernamePattern.test(username)) {
    return fail(400, 'Username may hold only letters, digits, "_" and ".".');
  }
  return succeed(username);
}

export function validateSignup(body: Record<string, unknown>): Result<SignupData> {
  const fields = {
    firstName: readText(body, 'firstName', 'First name', { required: true, max: limits.nameMax }),
    lastName: readText(body, 'lastName', 'Last name', { required: true, max: limits.nameMax }),
    username: readText(body, 'username', 'Username', { required: true }),
    email: readText(body, 'email', 'Email address', { required: true }),
    password: readText(body, 'password', 'Password', { required: true }),
  };
  for (const field of Object.values(fields)) if (!field.ok) return field;
  const value = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.ok ? field.value : ''])) as SignupData;
  const username = validateUsername(value.username);
  if (!username.ok) return username;
  if (!emailPattern.test(value.email)) return fail(400, 'Email address is not valid.');
  if (value.password.length < limits.passwordMin) {
    return fail(400, `Password must be at least ${limits.passwordMin} characters.`);
  }
  return succeed(value);
}

export function createUser(users: StoredUser[], data: SignupData, id: string, now: string): Result<StoredUser> {
  const taken = users.some((user) => user.username.toLowerCase() === data.username.toLowerCase());
  if (taken) return fail(422, messages.usernameTaken);
  return succeed({
    _id: id,
    firstName: data.firstName,
    lastName: data.lastName,
    username: data.username,
    email: data.email,
    password: data.password,
    bio: '',
    website: '',
    img: '',
    createdAt: now,
    updatedAt: now,
    followers: [],
    following: [],
    bookmarks: [],
  });
}

export function checkCredentials(users: StoredUser[], credentials: Credentials): Result<StoredUser> {
  const user = users.find((candidate) => candidate.username === credentials.username);
  if (!user) return fail(404, messages.userNotRegistered);
  if (user.password !== credentials.password) return fail(401, messages.wrongPassword);
  return succeed(user);
}

/** Strips the password: no response ever carries one. */
export function toPublicUser(user: StoredUser | User): User {
  const { password: _password, ...rest } = user as StoredUser;
  return rest;
}
