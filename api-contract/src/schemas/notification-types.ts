/** What a person is notified of: the kinds a notification is, and a list of them may ask for. */
export const notificationTypes = ['like', 'repost', 'comment', 'reply', 'mention', 'follow', 'follow_request'] as const;
