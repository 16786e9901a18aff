import { useSelector } from 'react-redux';
import { NoticesDialog } from '../notices';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';
import { selectSafetyDialog } from './safety-dialog-slice';
import './safety.css';

/**
 * Where the shell draws the safety dialog a menu opened (a report, a block's question) and,
 * when none is open, the moderators' notices: one modal at a time, in every page of the app.
 */
export function SafetyDialogs() {
  const dialog = useSelector(selectSafetyDialog);
  if (dialog?.kind === 'report') return <ReportDialog dialog={dialog} />;
  if (dialog?.kind === 'block') return <BlockDialog dialog={dialog} />;
  return <NoticesDialog />;
}
