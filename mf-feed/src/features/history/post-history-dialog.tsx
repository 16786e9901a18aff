import { useCallback, useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const editedAt = post.editedAt ?? post.createdAt;
  const date = formatPostDate(editedAt);

  return (
    <Modal title={t`Edit history`} onClose={onClose}>
      <ol className="post-history">
        <li className="post-history__version">
          <p className="muted">
            <Trans>
              Current version, edited <time dateTime={editedAt}>{date}</time>
            </Trans>
          </p>
          <VersionText caption={post.caption} content={post.content} contentWarning={post.contentWarning} />
        </li>
      </ol>
      <PagedListView
        list={history}
        label={t({
          message: 'the earlier versions',
          comment:
            'What the list is, as the shell says it: "Loading {label}…", "Could not load {label}.", "Could not load more of {label}."',
        })}
        empty={t`No earlier versions.`}
        onLoad={load}
      >
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
  const { writtenAt } = version;
  const date = formatPostDate(writtenAt);
  return (
    <li className="post-history__version">
      <p className="muted">
        {version.imageChanged ? (
          <Trans>
            Written <time dateTime={writtenAt}>{date}</time> · its images or their descriptions were changed after it
          </Trans>
        ) : (
          <Trans>
            Written <time dateTime={writtenAt}>{date}</time>
          </Trans>
        )}
      </p>
      <VersionText caption={version.caption} content={version.content} contentWarning={version.contentWarning} />
    </li>
  );
}

/** A version's words as they were: plain text, since an old mention or tag may no longer lead anywhere. */
function VersionText({ caption, content, contentWarning }: { caption: string; content: string; contentWarning: string }) {
  return (
    <>
      {contentWarning && <p className="post-history__warning">{t`Content warning: ${contentWarning}`}</p>}
      <p className="post-history__caption" dir="auto">
        {caption}
      </p>
      <p className="post-history__content" dir="auto">
        {content}
      </p>
    </>
  );
}
