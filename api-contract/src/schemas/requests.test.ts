import { readImageUpload } from './image';
import { CommentDataSchema, CredentialsSchema, PostDataSchema, ProfileDataSchema, SignupSchema } from './requests';
import { validate } from './validate';

const refused = (message: string) => ({ ok: false, status: 400, code: 'input.invalid', message });

const signup = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com', password: 'analytical-engine-1843' };

const pngOf = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${Buffer.from(data).toString('base64')}`;
};

describe('post data', () => {
  it.each<[unknown, string]>([
    [{ caption: '', content: 'x' }, 'Caption is required.'],
    [{ caption: '   ', content: 'x' }, 'Caption is required.'],
    [{ content: 'x' }, 'Caption is required.'],
    [{ caption: null, content: 'x' }, 'Caption is required.'],
    [{ caption: '\u200b\u200d\ufeff', content: 'x' }, 'Caption is required.'],
    [{ caption: '\u3164 \u2800', content: 'x' }, 'Caption is required.'],
    [{ caption: 'x'.repeat(101), content: 'x' }, 'Caption must be at most 100 characters.'],
    [{ caption: 'x', content: 'x'.repeat(121) }, 'Content must be at most 120 characters.'],
    [{ caption: 42, content: 'y' }, 'Caption must be text.'],
    [{ caption: ['a'], content: 'y' }, 'Caption must be text.'],
    [{ caption: 'a\u0000b', content: 'y' }, 'Caption contains characters that are not allowed.'],
    [{ caption: 'a\ud800b', content: 'y' }, 'Caption contains characters that are not allowed.'],
    [{ caption: 'x', content: 'y', img: 42 }, 'Image must be a PNG, JPEG, GIF or WebP image.'],
    // Control and text-direction characters (issue 17): a name or caption that shows other than it holds.
    [{ caption: 'a\tb', content: 'y' }, 'Caption contains control characters, which are not allowed.'],
    [{ caption: 'a\nb', content: 'y' }, 'Caption contains control characters, which are not allowed.'],
    [{ caption: 'a\u001bb', content: 'y' }, 'Caption contains control characters, which are not allowed.'],
    [{ caption: 'a\u007fb', content: 'y' }, 'Caption contains control characters, which are not allowed.'],
    [{ caption: 'x', content: 'a\u009fb' }, 'Content contains control characters, which are not allowed.'],
    [{ caption: 'x', content: 'a\rb' }, 'Content contains control characters, which are not allowed.'],
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].map((char): [object, string] => [
      { caption: `a${char}b`, content: 'y' },
      'Caption contains characters that change the direction of text, which are not allowed.',
    ]),
  ])('%j is refused with "%s"', (data, message) => {
    expect(validate(PostDataSchema, data)).toEqual(refused(message));
  });

  it('keeps the new lines of content (a CRLF as one), and the marks that only set a direction (LRM, RLM)', () => {
    expect(validate(PostDataSchema, { caption: 'a\u200eb\u200f', content: 'one\r\ntwo\nthree' })).toEqual({
      ok: true,
      value: { caption: 'a\u200eb\u200f', content: 'one\ntwo\nthree', img: '', contentWarning: '' },
    });
  });

  it('accepts a caption of exactly 100 and content of exactly 120 characters, trimmed, and drops fields it does not know', () => {
    const result = validate(PostDataSchema, {
      caption: ` ${'c'.repeat(100)} `,
      content: 'x'.repeat(120),
      likes: 1000,
      username: 'someone',
    });
    expect(result).toEqual({ ok: true, value: { caption: 'c'.repeat(100), content: 'x'.repeat(120), img: '', contentWarning: '' } });
  });

  it('keeps text with invisible characters inside it as it is', () => {
    expect(validate(PostDataSchema, { caption: 'a\u200bb', content: 'y' })).toMatchObject({ ok: true, value: { caption: 'a\u200bb' } });
  });
});

describe('an uploaded image', () => {
  it.each([
    ['data:text/plain;base64,aGVsbG8=', 'Image must be a PNG, JPEG, GIF or WebP image.'],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'Image must be a PNG, JPEG, GIF or WebP image.'],
    ['data:image/png;base64,aGVsbG8gd29ybGQh', 'Image is not a valid image file.'],
    ['data:image/png;base64,iVBORw0KGgo%%%', 'Image must be a PNG, JPEG, GIF or WebP image.'],
    ['data:image/png;base64,iVBORw0KGgoAAA', 'Image is not a valid image file.'],
    ['https://elsewhere.example/picture.png', 'Image must be a PNG, JPEG, GIF or WebP image.'],
  ])('%j is refused with "%s"', (img, message) => {
    expect(readImageUpload(img, 'Image')).toEqual({ problem: message });
  });

  it('may be exactly the limit, and not one byte more', () => {
    expect(readImageUpload(pngOf(1024 * 1024), 'Image')).toMatchObject({ upload: { type: 'image/png' } });
    expect(readImageUpload(pngOf(1024 * 1024 + 1), 'Image')).toEqual({ problem: 'Image must be at most 1 MB.' });
  });
});

describe('signup data', () => {
  it.each([
    [{ ...signup, firstName: '' }, 'First name is required.'],
    [{ ...signup, lastName: 'x'.repeat(41) }, 'Last name must be at most 40 characters.'],
    [{ ...signup, username: 'ab' }, 'Username must be 3 to 20 characters.'],
    [{ ...signup, username: 'a'.repeat(21) }, 'Username must be 3 to 20 characters.'],
    [{ ...signup, username: 'ada lovelace' }, 'Username may hold only letters, digits, "_" and ".".'],
    [{ ...signup, email: 'ada' }, 'Email address is not valid.'],
    [{ ...signup, email: 'ada@example' }, 'Email address is not valid.'],
    [{ ...signup, email: 'a@b@example.com' }, 'Email address is not valid.'],
    [{ ...signup, email: `${'a'.repeat(250)}@example.com` }, 'Email address must be at most 254 characters.'],
    [{ ...signup, password: 'short' }, 'Password must be at least 8 characters.'],
    [{ ...signup, password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
    [{ ...signup, password: 'pass\u0000word' }, 'Password contains characters that are not allowed.'],
    [{ ...signup, website: 'javascript:alert(1)' }, 'Website must be a link starting with http:// or https://.'],
  ])('%j is refused with "%s"', (data, message) => {
    expect(validate(SignupSchema, data)).toEqual(refused(message));
  });

  it('keeps a password exactly as typed, spaces included', () => {
    expect(validate(SignupSchema, { ...signup, password: ' with spaces ' })).toMatchObject({
      ok: true,
      value: { password: ' with spaces ' },
    });
  });

  it('refuses a very long address by its length, before looking at its shape', () => {
    const hostile = `${'a.'.repeat(100_000)}@${'b.'.repeat(100_000)}!`;
    expect(validate(SignupSchema, { ...signup, email: hostile })).toEqual(refused('Email address must be at most 254 characters.'));
  });
});

describe('login and comment data', () => {
  it.each([
    [CredentialsSchema, { username: 'guest' }, 'Password is required.'],
    [CredentialsSchema, { username: 'guest', password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
    [CredentialsSchema, { username: 'x'.repeat(21), password: 'secret' }, 'Username must be at most 20 characters.'],
    [CommentDataSchema, { text: '\u200b' }, 'Comment is required.'],
    [CommentDataSchema, { text: 'x'.repeat(281) }, 'Comment must be at most 280 characters.'],
  ] as const)('%#: %j is refused with "%s"', (schema, data, message) => {
    expect(validate(schema, data)).toEqual(refused(message));
  });
});

describe('profile data', () => {
  it.each([
    ['javascript:alert(1)', 'Website must be a link starting with http:// or https://.'],
    ['not a url', 'Website must be a link starting with http:// or https://.'],
    ['https://exa mple.com', 'Website must be a link starting with http:// or https://.'],
    ['https://example.com/\npath', 'Website contains control characters, which are not allowed.'],
    ['https://user:secret@example.com', 'Website must not contain a user name or password.'],
    ['ftp://example.com', 'Website must be a link starting with http:// or https://.'],
  ])('a website of %j is refused', (website, message) => {
    expect(validate(ProfileDataSchema, { website })).toEqual(refused(message));
  });

  it('leaves out what the edit leaves out: the profile keeps it', () => {
    expect(validate(ProfileDataSchema, { bio: 'new bio' })).toEqual({ ok: true, value: { bio: 'new bio' } });
  });
});
