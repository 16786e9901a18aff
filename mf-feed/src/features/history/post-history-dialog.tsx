import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from 'shell/modal';
import { PagedListView } from 'shell/paged-list-view';
import { type PostRecord, formatPostDate } from '../posts';
import { fetchPostHistory, selectPostHistory, selectPostVersion } from './post-history-slice';
import './post-history.css';

type PostHistoryDialogProps = { post: PostRecord; onClose: () => void };

/**
 * What an edited post showed before each edit: the current version first (the post itself),
 * then the earlier ones, the latest first, each with when it was written. Anyone may read it.
 */
export function PostHistoryDialog({ post, onClose }: PostHistoryDialogProps) {
  const dispatch = useDispatch();
  const history = useSelector(selectPostHistory(post._id));
  const load = useCallback(
    (cursor: string | null) => dispatch(fetchPostHistory.request({ postId: post._id, cursor })),
    [dispatch, post._id],
  );
  useEffect(() => {
    load(null);
  }, [load, post.editedAt]);

  return (
    <Modal title="Edit history" onClose={onClose}>
      <ol className="post-history">
        <li className="post-history__version">
          <p className="muted">
            Current version, edited{' '}
            <time dateTime={post.editedAt ?? post.createdAt}>{formatPostDate(post.editedAt ?? post.createdAt)}</time>
          </p>
          <VersionText caption={post.caption} content={post.content} contentWarning={post.contentWarning} />
        </li>
      </ol>
      <PagedListView list={history} label="the earlier versions" empty="No earlier versions." onLoad={load}>
        <ol className="post-history">
          {history.ids.map((id) => (
            <EarlierVersion key={id} versionId={id} />
          ))}
        </ol>
      </PagedListView>
    </Modal>
  );
}

function EarlierVersion({ versionId }: { versionId: string }) {
  const version = useSelector(selectPostVersion(versionId));
  if (!version) return null;
  return (
    <li className="post-history__version">
      <p className="muted">
        Written <time dateTime={version.writtenAt}>{formatPostDate(version.writtenAt)}</time>
        {version.imageChanged && <> · its images or their descriptions were changed after it</>}
      </p>
      <VersionText caption={version.caption} content={version.content} contentWarning={version.contentWarning} />
    </li>
  );
}

/** A version's words as they were: plain text, since an old mention or tag may no longer lead anywhere. */
function VersionText({ caption, content, contentWarning }: { caption: string; content: string; contentWarning: string }) {
  return (
    <>
      {contentWarning && <p className="post-history__warning">Content warning: {contentWarning}</p>}
      <p className="post-history__caption">{caption}</p>
      <p className="post-history__content">{content}</p>
    </>
  );
}
