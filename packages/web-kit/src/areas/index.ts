// '@rescue/web-kit/areas': what the signed-in areas show and the home page never does (case
// history, dialogs, the dashboard layout, detail pages, stat cards, guards). An entry of its own,
// shared apart from the kit's main entry like ./map and ./query, so a visitor's first page does
// not load it. Its files take the kit's stores (session, toasts, language) from '@rescue/web-kit',
// never by a relative path, so there is one of each.
export { WrongRoleScreen, wrongRoleTitle } from './wrong-role-screen';
export { AreaGuard, type AreaGuardProps } from './area-guard';
export { DateTime } from './date-time-text';
export { SeverityBadge } from './severity-badge';
export { IncidentPhoto, type IncidentPhotoProps } from './incident-photo';
export { ModerationNote, hiddenNoteText } from './moderation-note';
export {
  CaseHistory,
  CaseUpdatesTitle,
  CaseTimeline,
  ClosureFact,
  caseEventText,
  caseEventSentence,
  closureReasonText,
  closedText,
  type CaseHistoryProps,
  type CaseHistoryQuery,
  type CaseTimelineProps,
  type CaseEventWords,
} from './case-history';
export {
  BackLink,
  DetailColumn,
  DetailColumns,
  DetailHeading,
  DetailText,
  Facts,
} from './detail-layout';
export { StatCard, StatGrid, type StatCardProps } from './stat-card';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export {
  SIDEBAR_WIDTH,
  SideNavContent,
  SideNavFrame,
  SideNavList,
  sideNavItemStyles,
} from './side-nav';
export {
  DashboardLayout,
  DashboardNavAction,
  unavailableMessage,
  type DashboardLayoutProps,
  type DashboardNavItem,
  type DashboardNavUnavailable,
} from './dashboard-layout';
export { SkeletonCard } from './skeleton-card';
export { framedStack } from './framed-stack';
export { CardGrid, SkeletonGrid, CARD_MIN_WIDTH } from './card-grid';
export { CardMeta } from './card-meta';
export { ListOrderSelect, listOrderOf, type ListOrderSelectProps } from './list-order-select';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { AreaNotFound } from './area-not-found';
export {
  DialogActions,
  DialogFailure,
  DialogFooter,
  type DialogFooterProps,
  DialogForm,
  Dialog,
  ConfirmDialog,
  REASON_MIN_LENGTH,
  REASON_MAX_LENGTH,
  type DialogProps,
  type ConfirmDialogProps,
} from './dialog';
export { areasText } from './areas-text';
export { useDialogSave, type DialogSave } from './use-dialog-save';
