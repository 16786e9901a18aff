export { safetyDialogReducer, type SafetyDialogState } from './safety-dialog-slice';
export { SafetyDialogs } from './safety-dialogs';
export { safetySaga } from './safety-saga';
