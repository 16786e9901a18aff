import { remoteRouteFor } from '../remote-routes';

describe('remoteRouteFor', () => {
  it('finds the remote that owns a screen, parameters included', () => {
    expect(remoteRouteFor('/home')?.remote).toBe('mf_feed');
    expect(remoteRouteFor('/profile/ada')?.remote).toBe('mf_profile');
    expect(remoteRouteFor('/comments/post-1/')?.remote).toBe('mf_comments');
    expect(remoteRouteFor('/admin')?.remote).toBe('mf_admin');
    expect(remoteRouteFor('/moderation')).toMatchObject({ remote: 'mf_admin', page: 'moderation' });
    expect(remoteRouteFor('/notifications')).toMatchObject({ remote: 'mf_notifications', page: 'notifications' });
    expect(remoteRouteFor('/messages')).toMatchObject({ remote: 'mf_messages', page: 'messages' });
    expect(remoteRouteFor('/messages/conversation-1')).toMatchObject({ remote: 'mf_messages', page: 'conversation' });
    expect(remoteRouteFor('/Home')?.remote).toBe('mf_feed');
    expect(remoteRouteFor('/tags/kayaking')).toMatchObject({ remote: 'mf_feed', page: 'tag' });
    expect(remoteRouteFor('/search')).toMatchObject({ remote: 'mf_feed', page: 'search' });
  });

  it('owns nothing for the shell’s own screens or a longer path', () => {
    expect(remoteRouteFor('/')).toBeUndefined();
    expect(remoteRouteFor('/login')).toBeUndefined();
    expect(remoteRouteFor('/profile')).toBeUndefined();
    expect(remoteRouteFor('/profile/ada/posts')).toBeUndefined();
    expect(remoteRouteFor('/messages/conversation-1/read')).toBeUndefined();
  });
});
