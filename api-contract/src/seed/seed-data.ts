import type { Comment, Post, User, UserRef } from '../entities';
import { avatar, landscape } from './images';
import { guestCredentials } from './guest';

/**
 * The spec's seed, which both implementations start from: 6 users including the guest, 6
 * posts with 2 comments each, and who follows, likes and bookmarks what. Images are SVG drawn
 * in code (the project ships its own), as data URLs.
 */

/** A seeded user with the password they sign in with. */
export type SeedUser = User & { password: string; email: string; bookmarks: string[] };

type SeedUserSource = Pick<SeedUser, '_id' | 'firstName' | 'lastName' | 'username' | 'password' | 'bio' | 'website'> & {
  colour: string;
};

const seedUsers: SeedUserSource[] = [
  {
    _id: 'user-guest',
    firstName: 'Guest',
    lastName: 'User',
    ...guestCredentials,
    bio: 'Just looking around.',
    website: '',
    colour: '#6d28d9',
  },
  {
    _id: 'user-adarsh',
    firstName: 'Adarsh',
    lastName: 'Balika',
    username: 'adarshbalika',
    password: 'adarshBalika123',
    bio: 'Frontend developer and coffee person.',
    website: 'https://example.com/adarsh',
    colour: '#0f766e',
  },
  {
    _id: 'user-priya',
    firstName: 'Priya',
    lastName: 'Nair',
    username: 'priyanair',
    password: 'priyaNair123',
    bio: 'Photographer. Mountains over beaches.',
    website: 'https://example.com/priya',
    colour: '#b45309',
  },
  {
    _id: 'user-omar',
    firstName: 'Omar',
    lastName: 'Haddad',
    username: 'omarh',
    password: 'omarHaddad123',
    bio: 'Cooking, cycling, code.',
    website: '',
    colour: '#1d4ed8',
  },
  {
    _id: 'user-lena',
    firstName: 'Lena',
    lastName: 'Fischer',
    username: 'lenaf',
    password: 'lenaFischer123',
    bio: 'Reading list never gets shorter.',
    website: 'https://example.com/lena',
    colour: '#be123c',
  },
  {
    _id: 'user-kenji',
    firstName: 'Kenji',
    lastName: 'Sato',
    username: 'kenjisato',
    password: 'kenjiSato123',
    bio: 'Night owl. Synth music.',
    website: '',
    colour: '#334155',
  },
];

const ref = (username: string): UserRef => {
  const user = seedUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`Unknown seed user ${username}`);
  return { _id: user._id, username: user.username };
};

/** Who follows whom: the guest follows two users, so a new guest's home feed is not empty. */
const follows: Array<[follower: string, followed: string]> = [
  ['guest', 'adarshbalika'],
  ['guest', 'priyanair'],
  ['adarshbalika', 'priyanair'],
  ['priyanair', 'lenaf'],
  ['omarh', 'adarshbalika'],
  ['lenaf', 'kenjisato'],
];

const day = 24 * 60 * 60 * 1000;
export const seedEpoch = Date.parse('2026-10-01T09:30:00.000Z');
const at = (days: number, hours = 0): string => new Date(seedEpoch + days * day + hours * 3_600_000).toISOString();

export function buildSeedUsers(): SeedUser[] {
  return seedUsers.map(({ colour, ...user }, index) => {
    const followers = follows.filter(([, followed]) => followed === user.username).map(([follower]) => ref(follower));
    const following = follows.filter(([follower]) => follower === user.username).map(([, followed]) => ref(followed));
    return {
      ...user,
      email: `${user.username}@example.com`,
      img: avatar(`${user.firstName[0]}${user.lastName[0]}`, colour),
      createdAt: at(index),
      updatedAt: at(index),
      followers,
      following,
      followerCount: followers.length,
      followingCount: following.length,
      postCount: seedPosts.filter((post) => post.author === user.username).length,
      bookmarks: user.username === 'guest' ? ['post-1'] : [],
      approveFollowers: false,
      // The seed's passwords are published: none of its people runs a community.
      role: 'member',
    };
  });
}

type SeedPost = {
  author: string;
  caption: string;
  content: string;
  picture: Parameters<typeof landscape>;
  likedBy: string[];
  comments: Array<[string, string]>;
};

const seedPosts: SeedPost[] = [
  {
    author: 'adarshbalika',
    caption: 'First light',
    content: 'Woke up early for once and the sky paid me back.',
    picture: ['#fde68a', '#f97316', '#65a30d', '#a3e635'],
    likedBy: ['priyanair', 'omarh'],
    comments: [
      ['priyanair', 'Worth the alarm!'],
      ['omarh', 'Where is this?'],
    ],
  },
  {
    author: 'priyanair',
    caption: 'Ridge walk',
    content: 'Six hours up, twenty minutes of view, zero regrets.',
    picture: ['#bae6fd', '#fef08a', '#475569', '#94a3b8'],
    likedBy: ['adarshbalika'],
    comments: [
      ['adarshbalika', 'Those colours are unreal.'],
      ['lenaf', 'Adding it to my list.'],
    ],
  },
  {
    author: 'omarh',
    caption: 'Sunday ride',
    content: '80 km along the river, one flat tyre, best bakery stop.',
    picture: ['#e0f2fe', '#facc15', '#15803d', '#4ade80'],
    likedBy: [],
    comments: [
      ['kenjisato', 'Which bakery?'],
      ['priyanair', 'Respect for the distance.'],
    ],
  },
  {
    author: 'lenaf',
    caption: 'Reading corner',
    content: 'Finished three books this month. Recommendations welcome.',
    picture: ['#fce7f3', '#fb7185', '#9d174d', '#f9a8d4'],
    likedBy: ['kenjisato', 'priyanair', 'guest'],
    comments: [
      ['guest', 'Try anything by Le Guin.'],
      ['kenjisato', 'Seconded.'],
    ],
  },
  {
    author: 'kenjisato',
    caption: 'Night shift',
    content: 'New track is almost done. Needs more bass, says everyone.',
    picture: ['#1e1b4b', '#e0e7ff', '#312e81', '#4338ca'],
    likedBy: ['lenaf'],
    comments: [
      ['lenaf', 'Send it over!'],
      ['omarh', 'More bass, always.'],
    ],
  },
  {
    author: 'guest',
    caption: 'Hello there',
    content: 'Trying out this place. Say hi!',
    picture: ['#ede9fe', '#c4b5fd', '#6d28d9', '#a78bfa'],
    likedBy: [],
    comments: [
      ['adarshbalika', 'Welcome aboard!'],
      ['priyanair', 'Hi!'],
    ],
  },
];

const comment = (postIndex: number, index: number, [username, text]: [string, string], createdAt: string): Comment => ({
  _id: `comment-${postIndex + 1}-${index + 1}`,
  username,
  text,
  votes: { upvotedBy: [], downvotedBy: [] },
  parentId: null,
  replyCount: 0,
  createdAt,
  updatedAt: createdAt,
});

/** What every seed picture shows, as its description (`landscape` draws them all alike). */
export const seedPictureAlt = 'A drawing of the sun over two hills.';

export function buildSeedPosts(users: SeedUser[]): Post[] {
  return seedPosts.map((post, index) => {
    const author = users.find((user) => user.username === post.author);
    const createdAt = at(10 + index * 3, index);
    const likedBy = post.likedBy.map(ref);
    const img = landscape(...post.picture);
    return {
      _id: `post-${index + 1}`,
      id: `post-${index + 1}`,
      caption: post.caption,
      content: post.content,
      contentWarning: '',
      // The seed's posts say no language, as the seed writes them (read as English).
      language: null,
      img,
      // The id is the kept image's, which only the implementation knows.
      images: [{ id: '', url: img, alt: seedPictureAlt }],
      firstName: author?.firstName ?? '',
      username: post.author,
      likes: { likeCount: likedBy.length, likedBy, dislikedBy: [] },
      repostCount: 0,
      visibility: 'public',
      repostedBy: [],
      comments: post.comments.map((entry, commentIndex) =>
        comment(index, commentIndex, entry, at(10 + index * 3, index + commentIndex + 1)),
      ),
      commentCount: post.comments.length,
      createdAt,
      updatedAt: createdAt,
      editedAt: null,
    };
  });
}
