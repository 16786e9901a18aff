import type { UserRef } from '../entities';

export const toRef = ({ _id, username }: UserRef): UserRef => ({ _id, username });

export const includesUser = (list: UserRef[], user: UserRef): boolean => list.some((ref) => ref._id === user._id);

export const withoutUser = (list: UserRef[], user: UserRef): UserRef[] => list.filter((ref) => ref._id !== user._id);

export const withUser = (list: UserRef[], user: UserRef): UserRef[] => (includesUser(list, user) ? list : [...list, toRef(user)]);
