/** How another screen opens a new post: a profile's "Mention privately" names whom it is written to. */
export type PostEditorProps = {
  onClose: () => void;
  /**
   * A person to write to alone (`name` or `name@host`): the post starts with their mention, for
   * only the people it mentions, as Mastodon's "Privately mention" starts one.
   */
  privatelyTo?: string;
};
