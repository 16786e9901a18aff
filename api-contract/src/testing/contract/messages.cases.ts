import { limits } from '../../limits';
import { messages } from '../../messages';
import { colourPng } from '../test-images';
import type { Contract } from './context';
import { refusalOf } from './harness';

/**
 * The seed's people write to one another. Who follows whom matters to who may start a
 * conversation: priyanair follows lenaf, lenaf follows kenjisato, omarh follows adarshbalika.
 */
const ids = { priya: 'user-priya', omar: 'user-omar', lena: 'user-lena', kenji: 'user-kenji', adarsh: 'user-adarsh' };

/** Any text: a time the API made. */
const anyText: unknown = expect.any(String);

/** `writer` writes `text` to `usernames`: the conversation and the message as the answer has them. */
async function write(c: Contract, writer: string, usernames: string[], text: string) {
  await c.as(writer);
  return c.app.startConversation({ body: { to: usernames, text } });
}

/** `person`'s conversations as their list shows them: who else is in each, and how many are unread. */
async function listOf(c: Contract, person: string) {
  await c.as(person);
  const { conversations } = await c.app.getConversations();
  return conversations.map((one) => ({ others: one.others.map((other) => other.username), unread: one.unread }));
}

/** The texts of a conversation's messages as `person` reads them, the latest first. */
async function textsOf(c: Contract, person: string, conversationId: string) {
  await c.as(person);
  return (await c.app.getMessages({ conversationId })).messages.map((message) => message.text);
}

export function messageCases(contract: () => Contract): void {
  describe('direct messages', () => {
    it('a conversation is started with a first message, listed for both with its latest message, unread for the other alone', async () => {
      const c = contract();
      const { conversation, message } = await write(c, 'priyanair', ['omarh'], 'Coffee on Saturday, @omarh?');
      expect([conversation.others.map((other) => other.username), conversation.unread]).toEqual([['omarh'], 0]);
      expect([message.author.username, message.text, message.conversationId]).toEqual([
        'priyanair',
        'Coffee on Saturday, @omarh?',
        conversation._id,
      ]);
      expect(conversation.lastMessage?._id).toBe(message._id);
      expect(await listOf(c, 'omarh')).toEqual([{ others: ['priyanair'], unread: 1 }]);
      await c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Yes! Ten?' } });
      expect(await textsOf(c, 'priyanair', conversation._id)).toEqual(['Yes! Ten?', 'Coffee on Saturday, @omarh?']);
      expect(await listOf(c, 'priyanair')).toEqual([{ others: ['omarh'], unread: 1 }]);
      const read = await c.app.readConversation({ conversationId: conversation._id });
      expect(read.conversation.unread).toBe(0);
      expect(await listOf(c, 'priyanair')).toEqual([{ others: ['omarh'], unread: 0 }]);
    });

    it('writing to the same people again goes on in their conversation; the latest conversation comes first', async () => {
      const c = contract();
      const first = await write(c, 'priyanair', ['omarh'], 'One');
      const group = await write(c, 'priyanair', ['omarh', 'lenaf'], 'Group hello');
      expect(group.conversation._id).not.toBe(first.conversation._id);
      expect(group.conversation.others.map((other) => other.username)).toEqual(['lenaf', 'omarh']);
      const again = await write(c, 'omarh', ['priyanair'], 'Two');
      expect(again.conversation._id).toBe(first.conversation._id);
      expect(await listOf(c, 'priyanair')).toEqual([
        { others: ['omarh'], unread: 1 },
        { others: ['lenaf', 'omarh'], unread: 0 },
      ]);
    });

    it('messages and conversations are pages, the latest first, each message once', async () => {
      const c = contract();
      const { conversation } = await write(c, 'priyanair', ['omarh'], 'Message 0');
      for (let index = 1; index < 5; index += 1)
        await c.app.sendMessage({ conversationId: conversation._id, body: { text: `Message ${index}` } });
      const first = await c.app.getMessages({ conversationId: conversation._id, query: { limit: 3 } });
      expect(first.messages.map((message) => message.text)).toEqual(['Message 4', 'Message 3', 'Message 2']);
      const second = await c.app.getMessages({ conversationId: conversation._id, query: { limit: 3, cursor: first.nextCursor ?? '' } });
      expect([second.messages.map((message) => message.text), second.nextCursor]).toEqual([['Message 1', 'Message 0'], null]);
      await write(c, 'priyanair', ['lenaf'], 'Hi Lena');
      const listed = await c.app.getConversations({ query: { limit: 1 } });
      expect(listed.conversations[0]?.others.map((other) => other.username)).toEqual(['lenaf']);
      const rest = await c.app.getConversations({ query: { limit: 1, cursor: listed.nextCursor ?? '' } });
      expect([rest.conversations.map((one) => one._id), rest.nextCursor]).toEqual([[conversation._id], null]);
    });

    it('only the people in a conversation read it or write in it: to anyone else it is a 404 in words', async () => {
      const c = contract();
      const { conversation } = await write(c, 'priyanair', ['omarh'], 'Just us');
      await c.as('lenaf');
      const notFound = { status: 404, code: 'conversation.not_found', message: messages.conversationNotFound(conversation._id) };
      expect(await refusalOf(c.app.getConversation({ conversationId: conversation._id }))).toEqual(notFound);
      expect(await refusalOf(c.app.getMessages({ conversationId: conversation._id }))).toEqual(notFound);
      expect(await refusalOf(c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Me too' } }))).toEqual(notFound);
      expect(await refusalOf(c.app.readConversation({ conversationId: conversation._id }))).toEqual(notFound);
      expect(await refusalOf(c.app.leaveConversation({ conversationId: conversation._id }))).toEqual(notFound);
      expect(await textsOf(c, 'omarh', conversation._id)).toEqual(['Just us']);
    });

    it('one who leaves reads it no more and cannot write to it; the others keep it; when all leave it is gone', async () => {
      const c = contract();
      const { conversation } = await write(c, 'priyanair', ['omarh', 'lenaf'], 'Plans?');
      await c.as('omarh');
      expect(await c.app.leaveConversation({ conversationId: conversation._id })).toEqual({ left: conversation._id });
      expect(await c.app.getConversations()).toMatchObject({ conversations: [] });
      expect(await refusalOf(c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Back' } }))).toEqual({
        status: 403,
        code: 'conversation.left',
        message: messages.conversationLeft,
      });
      expect(await refusalOf(c.app.getMessages({ conversationId: conversation._id }))).toMatchObject({ status: 404 });
      expect(await listOf(c, 'lenaf')).toEqual([{ others: ['priyanair'], unread: 1 }]);
      expect(await textsOf(c, 'lenaf', conversation._id)).toEqual(['Plans?']);
      // Writing to the same people again is a new conversation: one left the old one.
      const again = await write(c, 'priyanair', ['omarh', 'lenaf'], 'Plans, again?');
      expect(again.conversation._id).not.toBe(conversation._id);
      for (const person of ['priyanair', 'lenaf']) {
        await c.as(person);
        await c.app.leaveConversation({ conversationId: conversation._id });
      }
      await c.as('omarh');
      expect(await refusalOf(c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Anyone?' } }))).toMatchObject({
        status: 404,
        code: 'conversation.not_found',
      });
    });

    it('blocks are kept both ways: no one starts or goes on writing across a block, told in the same words either way', async () => {
      const c = contract();
      const { conversation } = await write(c, 'priyanair', ['omarh'], 'Before');
      await c.as('omarh');
      await c.app.block({ userId: ids.priya });
      for (const [writer, addressee] of [
        ['priyanair', 'omarh'],
        ['omarh', 'priyanair'],
      ] as const) {
        await c.as(writer);
        const refused = { status: 403, code: 'conversation.not_allowed', message: messages.messagesRefused(addressee) };
        expect(await refusalOf(c.app.sendMessage({ conversationId: conversation._id, body: { text: 'After' } }))).toEqual(refused);
        expect(await refusalOf(c.app.startConversation({ body: { to: [addressee], text: 'After' } }))).toEqual(refused);
      }
      // Nothing was written; the conversation itself stays readable to both.
      expect(await textsOf(c, 'priyanair', conversation._id)).toEqual(['Before']);
      // In a group, a block between two of its people stops either writing there; the third still may write to each alone.
      await c.as('omarh');
      await c.app.unblock({ userId: ids.priya });
      const group = await write(c, 'lenaf', ['priyanair', 'omarh'], 'All three');
      await c.as('priyanair');
      await c.app.block({ userId: ids.omar });
      expect(await refusalOf(c.app.sendMessage({ conversationId: group.conversation._id, body: { text: 'Hm' } }))).toMatchObject({
        code: 'conversation.not_allowed',
      });
      await c.as('lenaf');
      expect((await c.app.sendMessage({ conversationId: group.conversation._id, body: { text: 'Still here' } })).message.text).toBe(
        'Still here',
      );
    });

    it("who may start a conversation is each person's choice; those already in one may answer", async () => {
      const c = contract();
      const { conversation } = await write(c, 'omarh', ['lenaf'], 'Hi before');
      await c.as('lenaf');
      expect((await c.app.editProfile({ body: { messagesFrom: 'following' } })).user.messagesFrom).toBe('following');
      // lenaf follows kenjisato, not priyanair nor omarh.
      await c.as('priyanair');
      expect(await refusalOf(c.app.startConversation({ body: { to: ['lenaf'], text: 'Hello?' } }))).toEqual({
        status: 403,
        code: 'conversation.not_allowed',
        message: messages.messagesRefused('lenaf'),
      });
      expect((await write(c, 'kenjisato', ['lenaf'], 'Hello from Kenji')).message.text).toBe('Hello from Kenji');
      await c.as('omarh');
      expect((await c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Still may' } })).message.text).toBe('Still may');
      expect((await write(c, 'omarh', ['lenaf'], 'And again')).conversation._id).toBe(conversation._id);
      await c.as('lenaf');
      await c.app.editProfile({ body: { messagesFrom: 'nobody' } });
      await c.as('adarshbalika');
      expect(await refusalOf(c.app.startConversation({ body: { to: ['lenaf'], text: 'Hi Lena' } }))).toMatchObject({
        code: 'conversation.not_allowed',
      });
      expect((await write(c, 'kenjisato', ['lenaf'], 'Kenji goes on')).message.text).toBe('Kenji goes on');
    });

    it("a message carries one image with its description, or is an image alone; the image is an upload of the writer's", async () => {
      const c = contract();
      await c.as('priyanair');
      const { media } = await c.app.uploadMedia({ body: { img: colourPng.green } });
      const image = { mediaId: media.id, alt: 'A green square' };
      const { conversation, message } = await c.app.startConversation({ body: { to: ['omarh'], text: 'Look at this', image } });
      expect(message.image).toEqual({ id: media.id, url: anyText, alt: 'A green square' });
      const { media: second } = await c.app.uploadMedia({ body: { img: colourPng.yellow } });
      const alone = await c.app.sendMessage({
        conversationId: conversation._id,
        body: { text: '', image: { mediaId: second.id, alt: '' } },
      });
      expect([alone.message.text, alone.message.image?.id]).toEqual(['', second.id]);
      await c.as('omarh');
      const read = (await c.app.getMessages({ conversationId: conversation._id })).messages;
      expect(read.map((one) => [one.text, one.image?.id ?? null, one.image?.alt ?? null])).toEqual([
        ['', second.id, ''],
        ['Look at this', media.id, 'A green square'],
      ]);
      expect((await c.app.getConversations()).conversations[0]?.lastMessage?.image?.id).toBe(second.id);
      // omarh cannot send priyanair's upload on as his own, nor an image nobody uploaded; neither writes anything.
      const { media: mine } = await c.app.uploadMedia({ body: { img: colourPng.purple } });
      const refused = await Promise.all([
        refusalOf(
          c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Stolen', image: { mediaId: second.id, alt: '' } } }),
        ),
        refusalOf(
          c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Made up', image: { mediaId: 'f'.repeat(64), alt: '' } } }),
        ),
        refusalOf(c.app.sendMessage({ conversationId: conversation._id, body: { text: '', image: null } })),
        refusalOf(
          c.app.sendMessage({
            conversationId: conversation._id,
            body: { text: 'Long', image: { mediaId: mine.id, alt: 'x'.repeat(limits.altTextMax + 1) } },
          }),
        ),
      ]);
      expect(refused.map((answer) => [answer.status, answer.code, answer.message])).toEqual([
        [400, 'media.not_uploaded', messages.imageNotUploaded(1)],
        [400, 'media.not_uploaded', messages.imageNotUploaded(1)],
        [400, 'input.invalid', 'Message is required.'],
        [400, 'input.invalid', `Image description must be at most ${limits.altTextMax} characters.`],
      ]);
      expect(await textsOf(c, 'omarh', conversation._id)).toEqual(['', 'Look at this']);
      // The refused message did not take omarh's upload: it still goes with a message.
      const kept = await c.app.sendMessage({
        conversationId: conversation._id,
        body: { text: 'Mine', image: { mediaId: mine.id, alt: '' } },
      });
      expect(kept.message.image?.id).toBe(mine.id);
    });

    it('bad input is refused in words and writes nothing', async () => {
      const c = contract();
      const elsewhere = 'peer.example';
      await c.harness.meetPersonElsewhere('bob', elsewhere);
      await c.as('priyanair');
      const refusals = [
        c.app.startConversation({ body: { to: [], text: 'To nobody' } }),
        c.app.startConversation({ body: { to: ['omarh'], text: '' } }),
        c.app.startConversation({ body: { to: ['omarh'], text: 'x'.repeat(10_000) } }),
        c.app.startConversation({ body: { to: ['nobody_here'], text: 'Hello' } }),
        c.app.startConversation({ body: { to: ['priyanair'], text: 'Hello me' } }),
        c.app.editProfile({ body: { messagesFrom: 'friends' as 'everyone' } }),
        // Someone of another server, known here or not: Messages stay within the community.
        c.app.startConversation({ body: { to: ['omarh', `bob@${elsewhere}`], text: 'Hello all' } }),
        c.app.startConversation({ body: { to: ['@carol@other.example'], text: 'Hello' } }),
      ];
      const answers = await Promise.all(refusals.map((call) => refusalOf(call)));
      expect(answers.map((answer) => [answer.status, answer.code])).toEqual([
        [400, 'input.invalid'],
        [400, 'input.invalid'],
        [400, 'input.invalid'],
        [404, 'user.not_found'],
        [400, 'conversation.self'],
        [400, 'input.invalid'],
        [400, 'input.invalid'],
        [400, 'input.invalid'],
      ]);
      expect(answers[0]!.message).toBe('Name at least one person to write to.');
      for (const answer of answers.slice(6)) {
        expect(answer.message).toBe(
          "Name members by their username alone: messages reach only this community's members. Write to someone on another server in a post that only the people you mention see (Mention privately, on their profile).",
        );
      }
      expect(answers[2]!.message).toContain(String(limits.messageMax));
      expect(await c.app.getConversations()).toMatchObject({ conversations: [] });
      await c.as('omarh');
      expect(await c.app.getConversations()).toMatchObject({ conversations: [] });
    });

    it('a reported picture is shown to the moderator while its message is there, and the removal takes it', async () => {
      const c = contract();
      await c.as('omarh');
      const { media } = await c.app.uploadMedia({ body: { img: colourPng.red } });
      const { message } = await c.app.startConversation({
        body: { to: ['priyanair'], text: '', image: { mediaId: media.id, alt: 'Red' } },
      });
      await c.as('priyanair');
      await c.api.createReport({ body: { targetType: 'message', targetId: message._id, reason: 'harassment', text: '' } });
      await c.harness.makeAdmin('guest');
      await c.guest();
      const [found] = (await c.api.getReports()).reports;
      expect(found?.content).toMatchObject({ text: '', exists: true, image: { id: media.id, url: anyText, alt: 'Red' } });
      await c.api.actOnReport({ reportId: found?._id ?? '', body: { action: 'remove', reason: 'Harassment' } });
      const [logged] = (await c.api.getModerationLog()).entries;
      expect([logged?.action, logged?.content.exists]).toEqual(['remove', false]);
    });

    it('a message is reported by someone in its conversation; the moderator reads it and the messages before it, nothing more', async () => {
      const c = contract();
      const { conversation } = await write(c, 'omarh', ['priyanair'], 'Hello');
      await c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Are you there?' } });
      const reported = (await c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Answer me!!' } })).message;
      await c.app.sendMessage({ conversationId: conversation._id, body: { text: 'Written after' } });
      await c.as('lenaf');
      expect(
        await refusalOf(c.api.createReport({ body: { targetType: 'message', targetId: reported._id, reason: 'harassment', text: '' } })),
      ).toMatchObject({ status: 404, code: 'report.target_gone' });
      await c.as('priyanair');
      await c.api.createReport({ body: { targetType: 'message', targetId: reported._id, reason: 'harassment', text: '' } });
      await c.harness.makeAdmin('guest');
      await c.guest();
      const [found] = (await c.api.getReports()).reports;
      expect(found).toMatchObject({ targetType: 'message', targetId: reported._id, author: { username: 'omarh' } });
      expect(found?.content).toEqual({
        postId: null,
        title: '',
        text: 'Answer me!!',
        exists: true,
        context: [
          { author: { _id: ids.omar, username: 'omarh' }, text: 'Hello', createdAt: anyText },
          { author: { _id: ids.omar, username: 'omarh' }, text: 'Are you there?', createdAt: anyText },
        ],
        image: null,
      });
      await c.api.actOnReport({ reportId: found?._id ?? '', body: { action: 'remove', reason: 'Harassment' } });
      expect(await textsOf(c, 'priyanair', conversation._id)).toEqual(['Written after', 'Are you there?', 'Hello']);
    });
  });
}
