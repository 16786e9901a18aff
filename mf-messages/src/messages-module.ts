import type { RemoteModule } from 'shell/remote-module';
import { withEnglish } from 'shell/i18n';
import { ConversationPage, MessagesPage, conversationsReducer, messagesReducer, messagesSaga } from './features/messages';
import * as english from './locales/en.po';

/**
 * mf-messages' module: one's conversations and each one's messages, with the conversations by id
 * and the messages by id; the navigation's unread count and the stream's latest message are the
 * shell's (`shell/bell`), and the people named are in the conversations and messages themselves.
 */
export const messagesModule: RemoteModule<'mf_messages'> = {
  id: 'mf_messages',
  reducers: { conversations: conversationsReducer, messages: messagesReducer },
  saga: messagesSaga,
  pages: { messages: MessagesPage, conversation: ConversationPage },
  catalogues: withEnglish(english.messages, (language) => import(/* webpackExclude: /en\.po$/ */ `./locales/${language}.po`)),
};

export default messagesModule;
