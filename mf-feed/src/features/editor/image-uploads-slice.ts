import type { UnknownAction } from 'redux';
import { t } from '@lingui/core/macro';
import { buffers, channel, type Channel, type Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Media } from 'api-contract/entities';
import { createAction, createAsyncAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';

/**
 * The images the post editor is uploading, each on its own as soon as it is chosen (so the
 * post's request stays small, and a failed image is sent again alone), by a key the editor
 * gives each image it shows.
 */
export type ImageUpload =
  /** `sent`: how much of the image has gone (0 to 1), null until the browser says. */
  { status: 'uploading'; sent: number | null } | { status: 'failed'; error: string } | { status: 'uploaded'; media: Media };

export type ImageUploadsState = Readonly<Record<string, ImageUpload>>;

/** Uploads one image (a data URL), or again after a failure; its failure names the key as `subject`. */
export const uploadImage = createAsyncAction<{ key: string; img: string }, { key: string; media: Media }>('uploads/send');
/** How much of an upload has gone, as the browser reports it. */
export const uploadProgressed = createAction<{ key: string; sent: number }>('uploads/progressed');
/** The editor that showed these images closed or removed them: nothing more is wanted of their uploads. */
export const uploadsForgotten = createAction<{ keys: string[] }>('uploads/forgotten');
/**
 * The person removed an uploaded image before posting it, or discarded the draft that kept it:
 * the server forgets it now instead of keeping it its day.
 */
export const uploadThrownAway = createAction<{ mediaId: string }>('uploads/thrownAway');

const noUploads: ImageUploadsState = {};

export function uploadsReducer(state: ImageUploadsState = noUploads, action: UnknownAction): ImageUploadsState {
  if (uploadImage.request.match(action)) return withEntry(state, action.payload.key, { status: 'uploading', sent: null });
  if (uploadProgressed.match(action)) {
    const { key, sent } = action.payload;
    return ownEntry(state, key)?.status === 'uploading' ? withEntry(state, key, { status: 'uploading', sent }) : state;
  }
  // An answer for an image the editor no longer shows is not kept: its editor will not ask again.
  if (uploadImage.success.match(action)) {
    const { key, media } = action.payload;
    return ownEntry(state, key) ? withEntry(state, key, { status: 'uploaded', media }) : state;
  }
  if (uploadImage.failure.match(action)) {
    const key = action.payload.subject;
    return key !== undefined && ownEntry(state, key) ? withEntry(state, key, { status: 'failed', error: action.payload.message }) : state;
  }
  if (uploadsForgotten.match(action)) return action.payload.keys.reduce((left, key) => withoutEntry(left, key), state);
  return state;
}

type WithUploads = { uploads?: ImageUploadsState };

/** Every upload under way, done or failed, by the editor's key. */
export const selectImageUploads = (state: WithUploads): ImageUploadsState => state.uploads ?? noUploads;

/** Whole percents only: a progress bar moves no finer, and the store is not written at every packet. */
const percent = (fraction: number) => Math.floor(fraction * 100) / 100;

/** Puts each new percent the upload `key` reached, as the browser reports it. */
function* reportProgress(key: string, progress: Channel<number>) {
  let last = -1;
  for (;;) {
    const sent = percent((yield take(progress)) as number);
    if (sent !== last) yield put(uploadProgressed({ key, sent }));
    last = sent;
  }
}

function* uploadWorker(action: ReturnType<typeof uploadImage.request>) {
  const { key, img } = action.payload;
  // The client reports progress to a callback; a channel brings it back into the saga.
  const progress = channel<number>(buffers.sliding(1));
  const reporter = (yield fork(reportProgress, key, progress)) as Task;
  try {
    const { media } = yield* apiCall((api) => api.uploadMedia({ body: { img }, onUploadProgress: (fraction) => progress.put(fraction) }));
    // Removed while it went, or its editor closed (a draft keeps only what was done): no one will post it.
    const wanted = ownEntry((yield select(selectImageUploads)) as ImageUploadsState, key) !== undefined;
    if (wanted) yield put(uploadImage.success({ key, media }));
    else yield call(throwAway, uploadThrownAway({ mediaId: media.id }));
  } catch (error) {
    // The editor shows the reason beside the image, with Retry upload: no toast as well.
    yield put(
      uploadImage.failure({ ...toActionError(error, t`The image could not be uploaded. Try again.`), subject: key }, { silent: true }),
    );
  } finally {
    yield cancel(reporter);
    progress.close();
  }
}

/** Asks the server to forget an upload. A failure says nothing: the server forgets it after a day anyway, at the next upload or post. */
function* throwAway(action: ReturnType<typeof uploadThrownAway>) {
  try {
    yield* apiCall((api) => api.deleteMedia({ mediaId: action.payload.mediaId }));
  } catch {
    // Nothing to tell the person: what they removed is out of their post either way.
  }
}

export function* uploadsSaga() {
  yield takeEvery(uploadImage.request.type, uploadWorker);
  yield takeEvery(uploadThrownAway.type, throwAway);
}
