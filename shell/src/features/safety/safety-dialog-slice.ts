import type { UnknownAction } from 'redux';
import type { Report } from 'api-contract/entities';
import type { ValidReport } from 'api-contract/schemas';
import { createAction, createAsyncAction } from '../../store/actions';
import { block, type SafetyTarget } from '../users';

/** What a report is about: a post, a comment, or the person themself (`targetId` is then their id). */
export type ReportTarget = Pick<ValidReport, 'targetType' | 'targetId'>;

/** A report being written, sent, or thanked for; `author` is the person reported, or who made what is reported. */
export type ReportDialog = {
  kind: 'report';
  target: ReportTarget;
  author: SafetyTarget;
  status: 'editing' | 'sending' | 'sent' | 'failed';
  error: string | null;
};

/** Asking whether to block `author`, and the block under way once confirmed. */
export type BlockDialog = { kind: 'block'; author: SafetyTarget; status: 'asking' | 'sending' };

/**
 * The one safety dialog of the page, at most one at a time, as Mastodon's modal root keeps its
 * modal: a menu of any remote opens it with an action, and the shell draws it (so it outlives
 * the menu that opened it, and a report's "Block @name" leads on to the block's question).
 */
export type SafetyDialogState = ReportDialog | BlockDialog | null;

export const openReportDialog = createAction<{ target: ReportTarget; author: SafetyTarget }>('safety/openReport');
export const openBlockDialog = createAction<{ author: SafetyTarget }>('safety/openBlock');
export const closeSafetyDialog = createAction('safety/close');
export const sendReport = createAsyncAction<ValidReport, Report>('safety/sendReport');

const isFor = (dialog: SafetyDialogState, userId: string | undefined) => dialog?.author.userId === userId;

function reportReducer(state: ReportDialog, action: UnknownAction): ReportDialog {
  if (sendReport.request.match(action)) return { ...state, status: 'sending', error: null };
  if (sendReport.success.match(action)) return { ...state, status: 'sent' };
  if (sendReport.failure.match(action)) return { ...state, status: 'failed', error: action.payload.message };
  return state;
}

export function safetyDialogReducer(state: SafetyDialogState = null, action: UnknownAction): SafetyDialogState {
  if (openReportDialog.match(action)) return { kind: 'report', ...action.payload, status: 'editing', error: null };
  if (openBlockDialog.match(action)) return { kind: 'block', ...action.payload, status: 'asking' };
  if (closeSafetyDialog.match(action)) return null;
  if (state?.kind === 'report') return reportReducer(state, action);
  if (state?.kind !== 'block') return state;
  if (block.request.match(action) && isFor(state, action.payload.userId)) return { ...state, status: 'sending' };
  // The block's answer closes the question; a toast says how it went.
  const settled = block.success.match(action) ? action.payload.userId : block.failure.match(action) ? action.payload.subject : undefined;
  return isFor(state, settled) ? null : state;
}

type WithSafetyDialog = { safetyDialog: SafetyDialogState };

export const selectSafetyDialog = (state: WithSafetyDialog) => state.safetyDialog;
