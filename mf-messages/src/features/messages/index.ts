export { ConversationPage } from './pages/conversation-page';
export { MessagesPage } from './pages/messages-page';
export { conversationsReducer } from './store/conversations-slice';
export { messagesSaga } from './store/messages-saga';
export { messagesReducer } from './store/messages-slice';
