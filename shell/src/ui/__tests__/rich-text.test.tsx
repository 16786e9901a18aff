/** @jest-environment-options {"pglite": "lazy", "url": "https://social.example/"} */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import { MemoryRouter } from 'shell/router';
import { sessionReducer } from '../../features/session';
import { ElsewhereText, RichText } from '../rich-text';

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p data-testid="text">
        <RichText text={text} />
      </p>
    </MemoryRouter>,
  );
}

test('links each @mention to its profile and each #tag to its tag page, by the normalized tag', () => {
  renderText('Morning with @guest on the water #Kayaking, again with @priyanair.');
  expect(screen.getByRole('link', { name: '@guest' })).toHaveAttribute('href', '/profile/guest');
  expect(screen.getByRole('link', { name: '#Kayaking' })).toHaveAttribute('href', '/tags/kayaking');
  // A dot after a name ends the sentence: it is not part of the link.
  expect(screen.getByRole('link', { name: '@priyanair' })).toHaveAttribute('href', '/profile/priyanair');
  expect(screen.getByTestId('text')).toHaveTextContent('Morning with @guest on the water #Kayaking, again with @priyanair.');
});

test('links @name@host, someone of another server, to their profile here', () => {
  renderText('Thanks @Bob@Mastodon.Social.');
  expect(screen.getByRole('link', { name: '@Bob@Mastodon.Social' })).toHaveAttribute(
    'href',
    `/profile/${encodeURIComponent('Bob@mastodon.social')}`,
  );
  expect(screen.getByTestId('text')).toHaveTextContent('Thanks @Bob@Mastodon.Social.');
});

test('links @name@<this community’s host> to the member name, as the server reads it', () => {
  renderText('Ask @Guest@Social.Example or @guest@elsewhere.example');
  expect(screen.getByRole('link', { name: '@Guest@Social.Example' })).toHaveAttribute('href', '/profile/Guest');
  expect(screen.getByRole('link', { name: '@guest@elsewhere.example' })).toHaveAttribute(
    'href',
    `/profile/${encodeURIComponent('guest@elsewhere.example')}`,
  );
});

test('a tag in another script links its normalized, encoded address', () => {
  renderText('Dinner at the #Café');
  expect(screen.getByRole('link', { name: '#Café' })).toHaveAttribute('href', `/tags/${encodeURIComponent('café')}`);
});

test('leaves plain text as it is: an email address, C#, a number and a too-short name link nothing', () => {
  renderText('Write to ada@example.org about C# and #1 with @ab');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByTestId('text')).toHaveTextContent('Write to ada@example.org about C# and #1 with @ab');
});

test('keeps line breaks', () => {
  renderText('first line\nsecond line #here\nthird');
  const text = screen.getByTestId('text');
  expect(text.querySelectorAll('br')).toHaveLength(2);
  const read = Array.from(text.childNodes, (node) => (node.nodeName === 'BR' ? '\n' : node.textContent)).join('');
  expect(read).toBe('first line\nsecond line #here\nthird');
  expect(screen.getByRole('link', { name: '#here' })).toHaveAttribute('href', '/tags/here');
});

test('a text that is all symbols is shown as written, with no links', () => {
  const symbols = '@#!?.,;:@@## #_ @. #. —%&*()[]';
  renderText(symbols);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByTestId('text').textContent).toBe(symbols);
});

describe('the text of a post of another server', () => {
  /** As a visitor reads it: nobody signed in. */
  const renderElsewhere = (html: string) =>
    render(
      <Provider store={createStore(combineReducers({ session: sessionReducer }))}>
        <MemoryRouter>
          <div data-testid="text">
            <ElsewhereText html={html} />
          </div>
        </MemoryRouter>
      </Provider>,
    );

  test('keeps its paragraphs, line breaks and links, opened apart, and shows a shortened link as its server does', () => {
    renderElsewhere(
      '<p>Hi <a href="https://town.example/profile/omarh" class="u-url mention">@<span>omarh</span></a></p>' +
        '<p>one<br />two <a href="https://example.com/a/long/path"><span class="invisible">https://</span><span class="ellipsis">example.com/a/long</span><span class="invisible">/path</span></a></p>',
    );
    const text = screen.getByTestId('text');
    expect(text.querySelectorAll('p')).toHaveLength(2);
    expect(text.querySelectorAll('br')).toHaveLength(1);
    // A visitor looks nobody up elsewhere: the mention goes to their server.
    expect(screen.getByRole('link', { name: '@omarh' })).toHaveAttribute('href', 'https://town.example/profile/omarh');
    const long = screen.getByRole('link', { name: 'example.com/a/long…' });
    expect(long).toHaveAttribute('href', 'https://example.com/a/long/path');
    expect(long).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(long).toHaveAttribute('target', '_blank');
  });

  test('draws nothing but its words of markup it does not know, and no link that is not http(s)', () => {
    renderElsewhere(
      '<p onclick="steal()" style="color:red"><img src="x" onerror="steal()">Bold <b>words</b> <a href="javascript:steal()">here</a><script>steal()</script></p>',
    );
    const text = screen.getByTestId('text');
    expect(text.innerHTML).toBe('<p>Bold words here</p>');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
